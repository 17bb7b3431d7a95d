import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import { RadioGroup } from '../../../components/RadioGroup';
import Divider from '@mui/material/Divider';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormTextField } from '../../../components/FormTextField';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import { usePolicy } from '../../../components/usePolicy';
import { env } from '../../../config/env';
import { languageIds } from '../../../state/language/languageSlice';
import { useAppSelector } from '../../../store/hooks';
import { type RegisterRequest, type RegisterResponse, useRegisterMutation } from '../api';
import { describeError, registerErrors, registerFields } from '../errors';
import { useCallingCodeCountries } from '../../../components/phone/useCallingCodeCountries';
import { authMessages } from '../messages';
import { formatPhone, phoneRequestOf } from '../../../lib/phone';
import { isValidEmail } from '../../../lib/email';
import type { SignedIn } from '../useSignInFlow';
import { StepError, useFocusOnMount } from './formParts';
import { GoogleSignIn } from './GoogleSignIn';
import { PhoneField } from '../../../components/phone/PhoneField';
import { PrivacyConsent } from './PrivacyConsent';

export interface IdentifyDraft {
  method: 'phone' | 'email';
  isoCode: string;
  number: string;
  email: string;
  privacyAccepted: boolean;
}

type Field = 'phone' | 'email' | 'privacy';

interface IdentifyStepProps {
  draft: IdentifyDraft;
  onDraftChange(draft: IdentifyDraft): void;
  onCodeSent(request: RegisterRequest, sent: RegisterResponse, destination: string): void;
  /** True when coming back from the code step: focus returns to the form. */
  focusOnMount: boolean;
  /** Google sign-in for patients (shown only when PUBLIC_GOOGLE_CLIENT_ID is set). */
  onGoogleSignedIn?(result: SignedIn): void;
  /** Employee login (/b2b-login): a company e-mail only, registered with `type: 'b2b'`. */
  employee?: boolean;
}

/** Phone (with country) or e-mail, plus the privacy policy; asks the provider to send a code (register). */
export function IdentifyStep({
  draft,
  onDraftChange,
  onCodeSent,
  focusOnMount,
  onGoogleSignedIn,
  employee = false,
}: IdentifyStepProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.language.locale);
  const countries = useCallingCodeCountries();
  const privacyPolicy = usePolicy('privacy');
  const privacyVersion = privacyPolicy.policy?.version;
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [register, sending] = useRegisterMutation();
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const privacyRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(draft.method === 'phone' ? phoneRef : emailRef, focusOnMount);
  const focus = (field: Field) =>
    ({ phone: phoneRef, email: emailRef, privacy: privacyRef })[field].current?.focus();
  const change = (patch: Partial<IdentifyDraft>) => onDraftChange({ ...draft, ...patch });

  function validate(): { request?: RegisterRequest; destination?: string; found: typeof errors } {
    const found: typeof errors = {};
    let identity: Pick<RegisterRequest, 'phone' | 'calling_code' | 'email'> | undefined;
    let destination: string | undefined;
    if (draft.method === 'phone') {
      const phone = phoneRequestOf({ number: draft.number, isoCode: draft.isoCode }, countries);
      if (!draft.number.trim()) found.phone = authMessages.phoneRequired;
      else if (!phone) found.phone = authMessages.phoneInvalid;
      else [identity, destination] = [phone, formatPhone(phone.phone)];
    } else {
      const email = draft.email.trim();
      if (!email) found.email = authMessages.emailRequired;
      else if (!isValidEmail(email)) found.email = authMessages.emailInvalid;
      else [identity, destination] = [{ email }, email];
    }
    if (!draft.privacyAccepted) found.privacy = authMessages.privacyRequired;
    if (!identity || Object.keys(found).length > 0) return { found };
    const request = {
      ...identity,
      privacy_policy_accepted: true,
      ...(privacyVersion ? { privacy_policy_version: privacyVersion } : {}),
      language_id: languageIds[locale],
      ...(employee ? { type: 'b2b' } : {}),
    } as RegisterRequest;
    return { request, destination, found };
  }

  /** The provider refused the consent (a newer policy, or none): ask for it again on the current text. */
  function policyChanged(message: MessageDescriptor = authMessages.privacyOutdated) {
    change({ privacyAccepted: false });
    setErrors({ privacy: message });
    privacyPolicy.refetch();
    focus('privacy');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStepError(undefined);
    const { request, destination, found } = validate();
    setErrors(found);
    const firstInvalid = (['phone', 'email', 'privacy'] as Field[]).find((field) => found[field]);
    if (firstInvalid || !request || !destination) {
      if (firstInvalid) focus(firstInvalid);
      return;
    }
    const result = await register(request);
    if (result.error) {
      const shown = describeError(result.error, registerErrors, registerFields);
      const field = shown.field as Field | undefined;
      if (field === 'privacy') return policyChanged(shown.message);
      if (field) {
        setErrors({ [field]: shown.message });
        focus(field);
      } else setStepError(shown.message);
      return;
    }
    onCodeSent(request, result.data, destination);
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {!employee && (
        <>
          <FormLabel id="login-method-label" sx={{ mt: 2, display: 'block' }}>
            {intl.formatMessage(authMessages.methodLabel)}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="login-method-label"
            name="login-method"
            value={draft.method}
            onChange={(event) => {
              setErrors({});
              change({ method: event.target.value as IdentifyDraft['method'] });
            }}
          >
            <FormControlLabel
              value="phone"
              control={<Radio />}
              label={intl.formatMessage(authMessages.methodPhone)}
            />
            <FormControlLabel
              value="email"
              control={<Radio />}
              label={intl.formatMessage(authMessages.methodEmail)}
            />
          </RadioGroup>
        </>
      )}
      <StepError message={stepError} />
      {draft.method === 'phone' ? (
        <PhoneField
          idPrefix="login-phone"
          countries={countries}
          isoCode={draft.isoCode}
          number={draft.number}
          onIsoCodeChange={(isoCode) => change({ isoCode })}
          onNumberChange={(number) => change({ number })}
          errorMessage={errors.phone}
          inputRef={phoneRef}
        />
      ) : (
        <FormTextField
          id="login-email"
          label={intl.formatMessage(employee ? authMessages.b2bEmailLabel : authMessages.emailLabel)}
          hint={employee ? authMessages.b2bEmailHint : undefined}
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => change({ email: event.target.value })}
          errorMessage={errors.email}
          inputRef={emailRef}
          slotProps={{ htmlInput: { maxLength: FIELD_LIMITS.email } }}
        />
      )}
      <PrivacyConsent
        id="login-privacy"
        checked={draft.privacyAccepted}
        onChange={(privacyAccepted) => change({ privacyAccepted })}
        showError={Boolean(errors.privacy) && !draft.privacyAccepted}
        errorMessage={errors.privacy}
        inputRef={privacyRef}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={sending.isLoading}
        sx={{ mt: 2 }}
      >
        {intl.formatMessage(authMessages.continue)}
      </Button>
      {env.googleClientId && onGoogleSignedIn && (
        <>
          <Divider sx={{ mt: 3 }}>{intl.formatMessage(authMessages.orGoogle)}</Divider>
          <GoogleSignIn
            privacyAccepted={draft.privacyAccepted}
            privacyPolicyVersion={privacyVersion}
            onPolicyOutdated={() => policyChanged()}
            onNeedsConsent={() => {
              setErrors({ privacy: authMessages.privacyRequired });
              focus('privacy');
            }}
            onSignedIn={onGoogleSignedIn}
          />
        </>
      )}
    </Box>
  );
}
