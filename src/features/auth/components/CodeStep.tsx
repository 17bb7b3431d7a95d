import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/FormTextField';
import {
  type RegisterRequest,
  type RegisterResponse,
  useRegisterMutation,
  useVerifyCodeMutation,
} from '../api';
import { describeError, verifyErrors } from '../errors';
import { authMessages } from '../messages';
import type { SignedIn } from '../useSignInFlow';
import { isCompleteCode, sanitizeCode } from '../validation';
import { StepError, useFocusOnMount } from './formParts';

interface CodeStepProps {
  request: RegisterRequest;
  sent: RegisterResponse;
  /** The phone or e-mail the code went to, as the user will recognise it. */
  destination: string;
  onSignedIn(result: SignedIn): void;
  onBack(): void;
}

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

const identityOf = (request: RegisterRequest) =>
  request.email !== undefined
    ? { email: request.email }
    : { phone: request.phone, calling_code: request.calling_code };

/** The one-time code: one paste-friendly field, verify, and a new code after the cooldown. */
export function CodeStep({ request, sent, destination, onSignedIn, onBack }: CodeStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor>();
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [resent, setResent] = useState(false);
  const [deadline, setDeadline] = useState(() => Date.now() + sent.resend_after_seconds * 1000);
  const secondsLeft = useCountdown(deadline);
  const [verifyCode, verifying] = useVerifyCodeMutation();
  const [register, resending] = useRegisterMutation();
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
    const result = await verifyCode({ ...identityOf(request), code, type: request.type });
    if (result.error) {
      const shown = describeError(result.error, verifyErrors);
      if (shown.field) setFieldError(shown.message);
      else setStepError(shown.message);
      inputRef.current?.focus();
      return;
    }
    const { access_token, refresh_token, is_new_user, needs_mobile } = result.data;
    onSignedIn({ access_token, refresh_token, isNewUser: is_new_user, needsMobile: needs_mobile });
  }

  async function resend() {
    setStepError(undefined);
    setResent(false);
    const result = await register(request);
    if (result.error) {
      setStepError(describeError(result.error, {}).message);
      return;
    }
    setFieldError(undefined);
    setCode('');
    setResent(true);
    setDeadline(Date.now() + result.data.resend_after_seconds * 1000);
    inputRef.current?.focus();
  }

  const sentMessage = sent.channel === 'sms' ? authMessages.codeSentSms : authMessages.codeSentEmail;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="code-step-title">
      <Typography id="code-step-title" variant="h5" component="h2" gutterBottom>
        {intl.formatMessage(authMessages.codeTitle)}
      </Typography>
      <Typography id="code-step-sent">{intl.formatMessage(sentMessage, { destination })}</Typography>
      <StepError message={stepError} />
      <FormTextField
        id="login-code"
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={verifying.isLoading}
        sx={{ mt: 1 }}
      >
        {intl.formatMessage(authMessages.verify)}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {secondsLeft > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(authMessages.resendIn, { seconds: secondsLeft })}
          </Typography>
        ) : (
          <Button variant="text" onClick={resend} loading={resending.isLoading}>
            {intl.formatMessage(authMessages.resend)}
          </Button>
        )}
        <Button variant="text" onClick={onBack} sx={{ ml: 'auto' }}>
          {intl.formatMessage(
            request.email !== undefined ? authMessages.changeEmail : authMessages.changePhone,
          )}
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {resent ? intl.formatMessage(authMessages.resent) : null}
      </Typography>
    </Box>
  );
}
