import { useIntl } from 'react-intl';
import {
  type RegisterRequest,
  type RegisterResponse,
  useRegisterMutation,
  useVerifyCodeMutation,
} from '../api';
import { describeError, verifyErrors } from '../errors';
import { authMessages } from '../messages';
import type { SignedIn } from '../useSignInFlow';
import { OtpForm } from './OtpForm';

interface CodeStepProps {
  request: RegisterRequest;
  sent: RegisterResponse;
  /** The phone or e-mail the code went to, as the user will recognise it. */
  destination: string;
  onSignedIn(result: SignedIn): void;
  onBack(): void;
}

const identityOf = (request: RegisterRequest) =>
  request.email !== undefined
    ? { email: request.email }
    : { phone: request.phone, calling_code: request.calling_code };

/** The sign-in code (verify-code, no bearer); a new code is another register call. */
export function CodeStep({ request, sent, destination, onSignedIn, onBack }: CodeStepProps) {
  const intl = useIntl();
  const [verifyCode] = useVerifyCodeMutation();
  const [register] = useRegisterMutation();

  async function verify(code: string) {
    const result = await verifyCode({ ...identityOf(request), code, type: request.type });
    if (result.error) return describeError(result.error, verifyErrors);
    const { access_token, refresh_token, is_new_user, needs_mobile } = result.data;
    onSignedIn({
      access_token,
      refresh_token,
      isNewUser: is_new_user,
      needsMobile: needs_mobile,
      method: request.email === undefined ? 'phone' : 'email',
    });
    return undefined;
  }

  async function resend() {
    const result = await register(request);
    return result.error ? describeError(result.error, {}) : result.data.resend_after_seconds;
  }

  const sentMessage = sent.channel === 'sms' ? authMessages.codeSentSms : authMessages.codeSentEmail;
  return (
    <OtpForm
      idPrefix="login"
      title={authMessages.codeTitle}
      sentText={intl.formatMessage(sentMessage, { destination })}
      resendAfterSeconds={sent.resend_after_seconds}
      onVerify={verify}
      onResend={resend}
      backLabel={request.email !== undefined ? authMessages.changeEmail : authMessages.changePhone}
      onBack={onBack}
    />
  );
}
