import { useState } from 'react';
import {
  type Prescription,
  useSharePrescriptionWithMeetingMutation,
  useUpdatePrescriptionMutation,
} from '../api';

export type ShareChoice =
  { scope: 'all' } | { scope: 'one'; meetingId: number; doctor: string; visit: string };

/**
 * Applies a confirmed choice (all professionals: `updatePrescription {share_scope: 'all'}`; one visit's
 * doctor: `sharePrescriptionWithMeeting`) and remembers the one before, so the patient can undo it.
 */
export function useShareScope(prescription: Prescription) {
  const [shareAll, allState] = useUpdatePrescriptionMutation();
  const [shareOne, oneState] = useSharePrescriptionWithMeetingMutation();
  const [previous, setPrevious] = useState<ShareChoice | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState(false);

  const send = async (choice: ShareChoice) => {
    const result =
      choice.scope === 'all'
        ? await shareAll({ share_scope: 'all' })
        : await shareOne({ meeting_id: choice.meetingId });
    return !('error' in result);
  };

  const before = (): ShareChoice | null =>
    prescription.share_scope === 'all'
      ? { scope: 'all' }
      : prescription.share_scope === 'one' && prescription.shared_meeting_id !== null
        ? { scope: 'one', meetingId: prescription.shared_meeting_id, doctor: '', visit: '' }
        : null;

  return {
    isSaving: allState.isLoading || oneState.isLoading,
    saved,
    error,
    /** Undo goes back to the choice before the last one; "not chosen yet" cannot be chosen again. */
    canUndo: previous !== null,
    /** Sends a confirmed choice; resolves to whether the provider took it. */
    async apply(choice: ShareChoice): Promise<boolean> {
      setError(false);
      setSaved(false);
      const earlier = before();
      const ok = await send(choice);
      setError(!ok);
      setSaved(ok);
      if (ok) setPrevious(earlier);
      return ok;
    },
    /** Sends the choice before the last one again; resolves to it when restored. */
    async undo(): Promise<ShareChoice | null> {
      if (!previous) return null;
      setError(false);
      const ok = await send(previous);
      setError(!ok);
      if (!ok) return null;
      setPrevious(null);
      setSaved(false);
      return previous;
    },
  };
}
