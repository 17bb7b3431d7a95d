import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateAppointmentNoteMutation } from '../api';

/** The provider keeps notes up to this length (contracts/README.md). */
export const NOTE_MAX_LENGTH = 2000;
/** Typing pauses this long before the note is saved. */
export const NOTE_SAVE_DELAY_MS = 800;

export type NoteSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A note for the doctor saved as the patient types: debounced, one save in flight at a time (a newer text is
 * sent when it returns), 'failed' keeps the text and retries on demand. Nothing typed is lost on the way out:
 * leaving the page in the app sends what is unsaved, and closing or reloading the tab with unsaved text asks
 * first (and starts the save meanwhile).
 */
export function useAutosavedNote(appointmentId: number, initialNote: string | null) {
  const [text, setText] = useState(initialNote ?? '');
  const [state, setState] = useState<NoteSaveState>('idle');
  const [updateNote] = useUpdateAppointmentNoteMutation();
  const latest = useRef(text);
  const saved = useRef(initialNote ?? '');
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || latest.current === saved.current) return;
    inFlight.current = true;
    try {
      // Until the provider holds the latest text: a newer text typed meanwhile goes right after.
      while (latest.current !== saved.current) {
        const sending = latest.current;
        if (mounted.current) setState('saving');
        const result = await updateNote({ appointment_id: appointmentId, note: sending });
        if ('error' in result) {
          if (mounted.current) setState('failed');
          return;
        }
        saved.current = sending;
      }
      if (mounted.current) setState('saved');
    } finally {
      inFlight.current = false;
    }
  }, [appointmentId, updateNote]);

  const change = useCallback(
    (next: string) => {
      const value = next.slice(0, NOTE_MAX_LENGTH);
      latest.current = value;
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), NOTE_SAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    mounted.current = true;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current === saved.current) return;
      void save();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      mounted.current = false;
      // Leaving the page inside the app: what is still unsaved goes now (the request outlives the page).
      void save();
    };
  }, [save]);

  return { text, state, change, saveNow: save };
}
