import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSendAppLinkMutation } from '../../api/shared/campaign';
import { DEFAULT_COUNTRY_ISO, formatPhone, phoneRequestOf } from '../../lib/phone';
import { languageIds } from '../../state/language/languageSlice';
import { useAppSelector } from '../../store/hooks';
import { PhoneField } from '../phone/PhoneField';
import { useCallingCodeCountries } from '../phone/useCallingCodeCountries';
import { type AppLinkError, appLinkErrorOf } from './errors';
import { appLinkMessages } from './messages';

/**
 * A desktop patient asks for the app's download link by SMS (campaign landing): the number with its country
 * code, one request per click, then a clear "sent" state; the provider's refusals in the patient's language.
 */
export function AppLinkForm({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.language.locale);
  const countries = useCallingCodeCountries();
  const [draft, setDraft] = useState({ isoCode: DEFAULT_COUNTRY_ISO, number: '' });
  const [error, setError] = useState<AppLinkError>();
  const [sentTo, setSentTo] = useState<string>();
  const [sendAppLink, { isLoading }] = useSendAppLinkMutation();
  // A ref, not the mutation state: a second Enter or click before the re-render must not send a second SMS.
  const inFlight = useRef(false);
  const numberRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const focusNumber = useRef(false);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
    else if (focusNumber.current) numberRef.current?.focus();
    focusNumber.current = false;
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const request = phoneRequestOf(draft, countries);
    if (!request) {
      const message = draft.number.trim() ? appLinkMessages.phoneInvalid : appLinkMessages.phoneRequired;
      setError({ message, field: 'phone' });
      numberRef.current?.focus();
      return;
    }
    setError(undefined);
    inFlight.current = true;
    const result = await sendAppLink({ ...request, language_id: languageIds[locale] });
    inFlight.current = false;
    if (result.error) {
      const shown = appLinkErrorOf(result.error);
      setError(shown);
      if (shown.field) numberRef.current?.focus();
      return;
    }
    setSentTo(request.phone);
  }

  if (sentTo) {
    return (
      <Box>
        <Alert ref={sentRef} tabIndex={-1} severity="success" role="status" sx={{ my: 2 }}>
          {/* The number never breaks across lines. */}
          {intl.formatMessage(appLinkMessages.sent, { phone: formatPhone(sentTo).replace(/ /g, '\u00a0') })}
        </Alert>
        <Button
          onClick={() => {
            focusNumber.current = true;
            setSentTo(undefined);
          }}
        >
          {intl.formatMessage(appLinkMessages.sendAnother)}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={intl.formatMessage(appLinkMessages.send)}>
      {error && !error.field && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {intl.formatMessage(error.message)}
        </Alert>
      )}
      <PhoneField
        idPrefix={idPrefix}
        countries={countries}
        isoCode={draft.isoCode}
        number={draft.number}
        onIsoCodeChange={(isoCode) => setDraft((current) => ({ ...current, isoCode }))}
        onNumberChange={(number) => setDraft((current) => ({ ...current, number }))}
        errorMessage={error?.field ? error.message : undefined}
        inputRef={numberRef}
      />
      <Button type="submit" variant="contained" loading={isLoading} sx={{ mt: 1 }}>
        {intl.formatMessage(appLinkMessages.send)}
      </Button>
    </Box>
  );
}
