import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FIELD_LIMITS } from '../../api/fieldLimits';
import type { CallingCodeCountry } from '../../api/shared/countries';
import { callingCodeDigits } from '../../lib/phone';
import { FormTextField } from '../FormTextField';
import { phoneMessages } from './messages';

interface PhoneFieldProps {
  idPrefix: string;
  countries: CallingCodeCountry[];
  isoCode: string;
  number: string;
  onIsoCodeChange(isoCode: string): void;
  onNumberChange(number: string): void;
  errorMessage?: MessageDescriptor;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Country (calling code) and number, side by side (stacked on phones); the number carries the error. Shared by
 * sign-in, adding a phone and the app link by SMS.
 */
export function PhoneField({
  idPrefix,
  countries,
  isoCode,
  number,
  onIsoCodeChange,
  onNumberChange,
  errorMessage,
  inputRef,
  disabled,
}: PhoneFieldProps) {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        columnGap: 1.5,
        alignItems: { sm: 'flex-start' },
      }}
    >
      <FormTextField
        select
        id={`${idPrefix}-country`}
        label={intl.formatMessage(phoneMessages.countryLabel)}
        value={isoCode}
        onChange={(event) => onIsoCodeChange(event.target.value)}
        disabled={disabled}
        fullWidth={false}
        sx={{ flex: { sm: '0 0 40%' }, minWidth: 0 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {countries.map((country) => (
          <option key={country.iso_code} value={country.iso_code}>
            {intl.formatMessage(phoneMessages.countryOption, {
              country: country.name,
              callingCode: callingCodeDigits(country.calling_code),
            })}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        id={`${idPrefix}-number`}
        label={intl.formatMessage(phoneMessages.numberLabel)}
        type="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(event) => onNumberChange(event.target.value)}
        errorMessage={errorMessage}
        inputRef={inputRef}
        disabled={disabled}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: FIELD_LIMITS.phone } }}
      />
    </Box>
  );
}
