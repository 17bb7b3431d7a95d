import type { Lang } from '../http/messages.ts';

const TEXT = {
  es: {
    title: 'Sala de consulta (sandbox)',
    visit: 'Consulta n.º',
    doctor: 'Tu médico',
    doctorWaiting: 'El vídeo del médico aparece aquí. En el sandbox no se conecta ningún médico real.',
    you: 'Tú',
    cameraOff: 'Apagar la cámara',
    cameraOn: 'Encender la cámara',
    mute: 'Silenciar el micrófono',
    unmute: 'Activar el micrófono',
    noCamera:
      'No vemos tu cámara. Permite la cámara y el micrófono para esta página en los ajustes del navegador y vuelve a cargarla.',
  },
  en: {
    title: 'Consultation room (sandbox)',
    visit: 'Consultation no.',
    doctor: 'Your doctor',
    doctorWaiting: "The doctor's video appears here. No real doctor joins in the sandbox.",
    you: 'You',
    cameraOff: 'Turn camera off',
    cameraOn: 'Turn camera on',
    mute: 'Mute microphone',
    unmute: 'Unmute microphone',
    noCamera:
      "We can't see your camera. Allow the camera and microphone for this page in your browser's settings and reload it.",
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The provider's video room as the sandbox serves it at an appointment's `video_url`: the patient's own camera
 * and a placeholder where the doctor would be. The web app embeds it in an iframe allowed camera and microphone.
 */
export function videoRoomPage(appointmentId: number, lang: Lang): string {
  const t = TEXT[lang];
  const strings = JSON.stringify({
    cameraOff: t.cameraOff,
    cameraOn: t.cameraOn,
    mute: t.mute,
    unmute: t.unmute,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  html, body { height: 100%; margin: 0; }
  body { font-family: system-ui, sans-serif; background: #102a2a; color: #fff; }
  main { box-sizing: border-box; height: 100%; padding: 8px; display: flex; flex-direction: column; gap: 8px; }
  h1 { font-size: .95rem; margin: 0; }
  .stage { position: relative; flex: 1; min-height: 0; border-radius: 10px; overflow: hidden; background: #1d3d3d; }
  #doctor-tile { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
    text-align: center; }
  .placeholder { padding: 16px; max-width: 34ch; font-size: .9rem; }
  .avatar { width: 72px; height: 72px; margin: 0 auto 8px; border-radius: 50%; background: #2f6b6b; }
  .avatar svg { width: 72px; height: 72px; fill: #9cc7c4; }
  #self-tile { position: absolute; right: 10px; bottom: 10px; width: min(34%, 220px); aspect-ratio: 4 / 3;
    border-radius: 8px; overflow: hidden; background: #000; border: 2px solid #fff; }
  #self-tile video { width: 100%; height: 100%; object-fit: cover; transform: scaleX(-1); }
  .label { position: absolute; left: 8px; bottom: 8px; background: rgba(0,0,0,.65); padding: 2px 8px;
    border-radius: 6px; font-size: .8rem; }
  #self-tile .label { left: 4px; bottom: 4px; }
  .controls { display: flex; gap: 8px; flex-wrap: wrap; }
  button { font: inherit; font-size: .9rem; padding: 6px 12px; border-radius: 8px; border: 0; background: #fff;
    color: #102a2a; cursor: pointer; }
  button:focus-visible { outline: 3px solid #ffd54f; outline-offset: 2px; }
  #camera-error { margin: 0; background: #5c1f1f; padding: 8px 12px; border-radius: 8px; font-size: .9rem; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(t.title)} · ${escapeHtml(t.visit)} ${appointmentId}</h1>
  <div class="stage">
    <section id="doctor-tile" aria-label="${escapeHtml(t.doctor)}">
      <div class="placeholder">
        <div class="avatar" aria-hidden="true"><svg viewBox="0 0 24 24"><path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z"/></svg></div>
        ${escapeHtml(t.doctorWaiting)}
      </div>
      <span class="label">${escapeHtml(t.doctor)}</span>
    </section>
    <section id="self-tile" aria-label="${escapeHtml(t.you)}">
      <video id="self-view" autoplay muted playsinline></video>
      <span class="label">${escapeHtml(t.you)}</span>
    </section>
  </div>
  <p id="camera-error" role="alert" hidden>${escapeHtml(t.noCamera)}</p>
  <div class="controls">
    <button type="button" id="toggle-camera" disabled>${escapeHtml(t.cameraOff)}</button>
    <button type="button" id="toggle-mic" disabled>${escapeHtml(t.mute)}</button>
  </div>
</main>
<script>
  (function () {
    var t = ${strings};
    var video = document.getElementById('self-view');
    var cameraButton = document.getElementById('toggle-camera');
    var micButton = document.getElementById('toggle-mic');
    function toggle(button, tracks, onText, offText) {
      button.disabled = tracks.length === 0;
      button.addEventListener('click', function () {
        var enabled = !tracks[0].enabled;
        tracks.forEach(function (track) { track.enabled = enabled; });
        button.textContent = enabled ? onText : offText;
      });
    }
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      document.getElementById('camera-error').hidden = false;
      return;
    }
    navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then(function (stream) {
      video.srcObject = stream;
      toggle(cameraButton, stream.getVideoTracks(), t.cameraOff, t.cameraOn);
      toggle(micButton, stream.getAudioTracks(), t.mute, t.unmute);
    }, function () {
      document.getElementById('camera-error').hidden = false;
    });
  })();
</script>
</body>
</html>
`;
}
