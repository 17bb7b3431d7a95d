import { useCallback, useEffect, useRef, useState } from 'react';

export type DeviceCheckState =
  'requesting' | 'ready' | 'denied' | 'noDevice' | 'inUse' | 'unsupported' | 'error';

/** What getUserMedia's failure means for the patient (names from the Media Capture spec, and older ones). */
export function failureOf(error: unknown): DeviceCheckState {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (['NotAllowedError', 'SecurityError', 'PermissionDeniedError'].includes(name)) return 'denied';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name)) return 'noDevice';
  if (['NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) return 'inUse';
  return 'error';
}

const LEVEL_INTERVAL_MS = 100;

/** A 0–100 loudness from the microphone, read a few times a second (Web Audio's analyser). */
function startLevelMeter(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass || stream.getAudioTracks().length === 0) return () => undefined;
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  // A context made without a click may start suspended (autoplay rules): the next click resumes it.
  const resume = () => void context.resume();
  resume();
  window.addEventListener('pointerdown', resume);
  const timer = setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
    onLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
  }, LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    window.removeEventListener('pointerdown', resume);
    void context.close();
  };
}

/**
 * The device check (getUserMedia / enumerateDevices): a stream for the preview, the microphone level, the
 * cameras and microphones to choose from, and what went wrong in words a patient can act on. Every track is
 * stopped when the check ends, so the consultation can use the devices.
 */
export function useDeviceCheck() {
  const [state, setState] = useState<DeviceCheckState>('requesting');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [level, setLevel] = useState(0);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<{ camera?: string; microphone?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | null>(null);

  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const supported = Boolean(media?.getUserMedia);

  useEffect(() => {
    if (!media?.getUserMedia) return;
    let active = true;
    let stopMeter = () => undefined as void;
    media
      .getUserMedia({
        video: choice.camera ? { deviceId: { exact: choice.camera } } : true,
        audio: choice.microphone ? { deviceId: { exact: choice.microphone } } : true,
      })
      .then(async (next) => {
        if (!active) {
          next.getTracks().forEach((track) => track.stop());
          return;
        }
        current.current = next;
        setStream(next);
        setState('ready');
        stopMeter = startLevelMeter(next, setLevel);
        const devices = await media.enumerateDevices();
        if (!active) return;
        setCameras(devices.filter((device) => device.kind === 'videoinput'));
        setMicrophones(devices.filter((device) => device.kind === 'audioinput'));
      })
      .catch((error: unknown) => {
        if (active) setState(failureOf(error));
      });
    return () => {
      active = false;
      stopMeter();
      current.current?.getTracks().forEach((track) => track.stop());
      current.current = null;
      setStream(null);
      setLevel(0);
    };
  }, [media, choice, attempt]);

  const selected = (kind: 'video' | 'audio') =>
    stream
      ?.getTracks()
      .find((track) => track.kind === kind)
      ?.getSettings().deviceId ?? '';

  return {
    state: supported ? state : ('unsupported' as const),
    stream,
    level,
    cameras,
    microphones,
    cameraId: choice.camera ?? selected('video'),
    microphoneId: choice.microphone ?? selected('audio'),
    chooseCamera: useCallback((camera: string) => {
      setState('requesting');
      setChoice((was) => ({ ...was, camera }));
    }, []),
    chooseMicrophone: useCallback((microphone: string) => {
      setState('requesting');
      setChoice((was) => ({ ...was, microphone }));
    }, []),
    retry: useCallback(() => {
      setState('requesting');
      setAttempt((count) => count + 1);
    }, []),
  };
}
