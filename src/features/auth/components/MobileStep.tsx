import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { formatPhone } from '../../../lib/phone';
import { type AddMobileRequest, useAddMobileNumberMutation, useVerifyMobileCodeMutation } from '../api';
import { describeError, mobileCodeErrors, mobileErrors } from '../errors';
import { useCallingCodeCountries } from '../../../components/phone/useCallingCodeCountries';
import { authMessages } from '../messages';
import { DEFAULT_COUNTRY_ISO, phoneRequestOf } from '../../../lib/phone';
import { StepError, useFocusOnMount } from './formParts';
import { OtpForm } from './OtpForm';
import { PhoneField } from '../../../components/phone/PhoneField';

/** Used when the provider sends a code but names no cooldown. */
const DEFAULT_RESEND_AFTER_SECONDS = 30;

/**
 * An account without a verified phone adds one: add-mobile-no sends a code by SMS, which the patient confirms
 * (verify-code from the login modal). It can wait: the profile asks again.
 */
export function MobileStep({ onDone }: { onDone(): void }) {
  const [codeSent, setCodeSent] = useState<{ request: AddMobileRequest; resendAfterSeconds: number }>();
  const [draft, setDraft] = useState({ isoCode: DEFAULT_COUNTRY_ISO, number: '' });
  const [verifyMobileCode] = useVerifyMobileCodeMutation();
  const [addMobileNumber] = useAddMobileNumberMutation();
  const intl = useIntl();

  if (!codeSent) {
    return (
      <MobileNumberForm
        draft={draft}
        onDraftChange={setDraft}
        onAdded={(request, response) => {
          if (response.is_mobile_verified) onDone();
          else
            setCodeSent({
              request,
              resendAfterSeconds: response.resend_after_seconds ?? DEFAULT_RESEND_AFTER_SECONDS,
            });
        }}
        onSkip={onDone}
      />
    );
  }

  const { request } = codeSent;
  async function verify(code: string) {
    const result = await verifyMobileCode({ ...request, code });
    if (result.error) return describeError(result.error, mobileCodeErrors);
    if (!result.data.is_mobile_verified) return { message: authMessages.phoneNotVerified };
    onDone();
    return undefined;
  }

  async function resend() {
    const result = await addMobileNumber(request);
    if (result.error) return describeError(result.error, mobileErrors);
    return result.data.resend_after_seconds ?? DEFAULT_RESEND_AFTER_SECONDS;
  }

  return (
    <OtpForm
      idPrefix="mobile-code"
      title={authMessages.mobileCodeTitle}
      sentText={intl.formatMessage(authMessages.codeSentSms, { destination: formatPhone(request.phone) })}
      resendAfterSeconds={codeSent.resendAfterSeconds}
      onVerify={verify}
      onResend={resend}
      backLabel={authMessages.changeMobile}
      onBack={() => setCodeSent(undefined)}
    />
  );
}

interface MobileNumberFormProps {
  draft: { isoCode: string; number: string };
  onDraftChange(draft: { isoCode: string; number: string }): void;
  onAdded(
    request: AddMobileRequest,
    response: { is_mobile_verified: boolean; resend_after_seconds?: number },
  ): void;
  onSkip(): void;
}

function MobileNumberForm({ draft, onDraftChange, onAdded, onSkip }: MobileNumberFormProps) {
  const intl = useIntl();
  const countries = useCallingCodeCountries();
  const [phoneError, setPhoneError] = useState<MessageDescriptor>();
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [addMobileNumber, saving] = useAddMobileNumberMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(inputRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStepError(undefined);
    const request = phoneRequestOf(draft, countries);
    if (!request) {
      setPhoneError(draft.number.trim() ? authMessages.phoneInvalid : authMessages.phoneRequired);
      inputRef.current?.focus();
      return;
    }
    setPhoneError(undefined);
    const result = await addMobileNumber(request);
    if (result.error) {
      const shown = describeError(result.error, mobileErrors, { phone: 'phone' });
      if (shown.field) setPhoneError(shown.message);
      else setStepError(shown.message);
      inputRef.current?.focus();
      return;
    }
    onAdded(request, result.data);
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="mobile-step-title">
      <Typography id="mobile-step-title" variant="h5" component="h2" gutterBottom>
        {intl.formatMessage(authMessages.mobileTitle)}
      </Typography>
      <Typography>{intl.formatMessage(authMessages.mobileIntro)}</Typography>
      <StepError message={stepError} />
      <PhoneField
        idPrefix="mobile"
        countries={countries}
        isoCode={draft.isoCode}
        number={draft.number}
        onIsoCodeChange={(isoCode) => onDraftChange({ ...draft, isoCode })}
        onNumberChange={(number) => onDraftChange({ ...draft, number })}
        errorMessage={phoneError}
        inputRef={inputRef}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={saving.isLoading}
        sx={{ mt: 1 }}
      >
        {intl.formatMessage(authMessages.mobileSave)}
      </Button>
      <Button variant="text" fullWidth onClick={onSkip} sx={{ mt: 1 }}>
        {intl.formatMessage(authMessages.mobileSkip)}
      </Button>
    </Box>
  );
}
