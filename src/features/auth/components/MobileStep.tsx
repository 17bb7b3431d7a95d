import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useAddMobileNumberMutation } from '../api';
import { describeError, mobileErrors } from '../errors';
import { useCallingCodeCountries } from '../hooks';
import { authMessages } from '../messages';
import { DEFAULT_COUNTRY_ISO, phoneRequestOf } from '../phone';
import { StepError, useFocusOnMount } from './formParts';
import { PhoneField } from './PhoneField';

/** An account without a phone adds one (add-mobile-no); it can wait, the profile asks again. */
export function MobileStep({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const countries = useCallingCodeCountries();
  const [isoCode, setIsoCode] = useState(DEFAULT_COUNTRY_ISO);
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState<MessageDescriptor>();
  const [stepError, setStepError] = useState<MessageDescriptor>();
  const [addMobileNumber, saving] = useAddMobileNumberMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnMount(inputRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStepError(undefined);
    const request = phoneRequestOf({ number, isoCode }, countries);
    if (!request) {
      setPhoneError(number.trim() ? authMessages.phoneInvalid : authMessages.phoneRequired);
      inputRef.current?.focus();
      return;
    }
    setPhoneError(undefined);
    const result = await addMobileNumber(request);
    if (result.error) {
      const shown = describeError(result.error, mobileErrors);
      if (shown.field) setPhoneError(shown.message);
      else setStepError(shown.message);
      inputRef.current?.focus();
      return;
    }
    onDone();
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
        isoCode={isoCode}
        number={number}
        onIsoCodeChange={setIsoCode}
        onNumberChange={setNumber}
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
      <Button variant="text" fullWidth onClick={onDone} sx={{ mt: 1 }}>
        {intl.formatMessage(authMessages.mobileSkip)}
      </Button>
    </Box>
  );
}
