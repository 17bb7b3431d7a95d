import { useCallback, useState } from 'react';
import { useCreateSetupIntentMutation, useMarkSubscriptionCardEnteredMutation } from '../api';
import { transportMessage } from '../errors';
import { payMessages } from '../payMessages';
import { trialMessages } from '../trialMessages';
import type { Notice } from './usePayment';

export interface SetupIntent {
  setup_intent_id: string;
  client_secret: string;
}

/** Saves the card of a setup intent with the processor (Stripe's confirmSetup, or the sandbox's). */
export type SaveCard = (
  intent: SetupIntent,
) => Promise<{ saved: true } | { saved: false; message: string | null }>;

/**
 * The trial plan's sign-up: a setup intent, the card saved on it by the processor, then
 * markSubscriptionCardEntered starts the subscription (its answer and the refreshed profile carry the end).
 */
export function useTrialSignUp(onStarted: () => void) {
  const [createSetupIntent] = useCreateSetupIntentMutation();
  const [markCardEntered] = useMarkSubscriptionCardEnteredMutation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const start = useCallback(
    async (save: SaveCard) => {
      setBusy(true);
      setNotice(null);
      try {
        const intent = await createSetupIntent().unwrap();
        const saved = await save(intent);
        if (!saved.saved) {
          setNotice(saved.message ? { text: saved.message } : { message: payMessages.declined });
          return;
        }
        await markCardEntered({ setup_intent_id: intent.setup_intent_id }).unwrap();
        onStarted();
      } catch (error) {
        const status = (error as { status?: unknown } | undefined)?.status;
        setNotice({
          message:
            typeof status === 'number' && status < 500 ? trialMessages.failed : transportMessage(error),
        });
      } finally {
        setBusy(false);
      }
    },
    [createSetupIntent, markCardEntered, onStarted],
  );

  return { busy, notice, start };
}
