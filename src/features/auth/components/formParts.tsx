import Alert from '@mui/material/Alert';
import { type RefObject, useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

/** Moves focus to a step's first control when the step appears (not on the page's first step). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only when the step mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** An error for the whole step, announced when it appears. */
export function StepError({ message }: { message: MessageDescriptor | undefined }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {intl.formatMessage(message)}
    </Alert>
  );
}
