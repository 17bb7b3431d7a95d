import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/FormTextField';
import type { ShownError } from '../errors';
import { authMessages } from '../messages';
import { isCompleteCode, sanitizeCode } from '../validation';
import { StepError, useFocusOnMount } from './formParts';

/** Seconds left until `deadline`, ticking once a second. */
function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= deadline) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - now));
    return () => clearTimeout(timer);
  }, [deadline, now]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

interface OtpFormProps {
  /** Prefix of the form's ids (`${idPrefix}-code`, `${idPrefix}-title`). */
  idPrefix: string;
  title: MessageDescriptor;
  /** Where the code went, in words the user recognises. */
  sentText: ReactNode;
  resendAfterSeconds: number;
  /** Checks the code; resolves to the error to show, or nothing once the step is done. */
  onVerify(code: string): Promise<ShownError | undefined>;
  /** Sends a new code; resolves to its cooldown in seconds, or the error to show. */
  onResend(): Promise<number | ShownError>;
  backLabel: MessageDescriptor;
  onBack(): void;
}

/** A one-time code: one paste-friendly field, verify, and a new code after the cooldown. */
export function OtpForm({ idPrefix, title, sentText, resendAfterSeconds, ...actions }: OtpFormProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [fieldError, setFieldError] = useState<MessageDescriptor>();
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [resent, setResent] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useCountdown(deadline);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(inputRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStepError(undefined);
    setResent(false);
    if (!isCompleteCode(code)) {
      setFieldError(authMessages.codeFormatInvalid);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setVerifying(true);
    const shown = await actions.onVerify(code).finally(() => setVerifying(false));
    if (!shown) return;
    if (shown.field) setFieldError(shown.message);
    else setStepError(shown.message);
    inputRef.current?.focus();
  }

  async function resend() {
    setStepError(undefined);
    setResent(false);
    setResending(true);
    const outcome = await actions.onResend().finally(() => setResending(false));
    if (typeof outcome !== 'number') {
      setStepError(outcome.message);
      return;
    }
    setFieldError(undefined);
    setCode('');
    setResent(true);
    setDeadline(Date.now() + outcome * 1000);
    inputRef.current?.focus();
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`}>
      <Typography id={`${idPrefix}-title`} variant="h5" component="h2" gutterBottom>
        {intl.formatMessage(title)}
      </Typography>
      <Typography id={`${idPrefix}-sent`}>{sentText}</Typography>
      <StepError message={stepError} />
      <FormTextField
        id={`${idPrefix}-code`}
        label={intl.formatMessage(authMessages.codeLabel)}
        value={code}
        onChange={(event) => setCode(sanitizeCode(event.target.value))}
        autoComplete="one-time-code"
        inputRef={inputRef}
        errorMessage={fieldError}
        hint={authMessages.codeHint}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={verifying} sx={{ mt: 1 }}>
        {intl.formatMessage(authMessages.verify)}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {secondsLeft > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(authMessages.resendIn, { seconds: secondsLeft })}
          </Typography>
        ) : (
          <Button variant="text" onClick={resend} loading={resending}>
            {intl.formatMessage(authMessages.resend)}
          </Button>
        )}
        <Button variant="text" onClick={actions.onBack} sx={{ ml: 'auto' }}>
          {intl.formatMessage(actions.backLabel)}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {resent ? intl.formatMessage(authMessages.resent) : null}
      </Typography>
    </Box>
  );
}
