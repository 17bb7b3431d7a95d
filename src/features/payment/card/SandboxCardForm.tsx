import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { payMessages } from '../payMessages';
import {
  BRAND_NAMES,
  type CardField,
  type CardInput,
  cardBrand,
  cvcLengthOf,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  maxDigits,
  validateCard,
} from './cardNumber';

export interface CardFormProps {
  submitLabel: string;
  /** Paying is not possible now (the order is changing, a voucher waits): the button is off. */
  disabled: boolean;
  /** Something is in flight: the fields stay as typed but cannot change. */
  busy: boolean;
  /** Called with the card number's digits once every field is valid. */
  onSubmit(cardNumber: string): void;
}

const empty: CardInput = { number: '', expiry: '', cvc: '' };

/**
 * Our own card form for the sandbox processor (no Stripe key): the browser's saved cards fill it (autocomplete
 * cc-number, cc-exp, cc-csc), the brand shows as the number is typed, and each field says what is wrong with
 * it in the page's language. What was typed stays after a decline or an error.
 */
export default function SandboxCardForm({ submitLabel, disabled, busy, onSubmit }: CardFormProps) {
  const intl = useIntl();
  const [card, setCard] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const problems = validateCard(card, new Date());
  const brand = cardBrand(card.number);
  const shown = (field: CardField) => (touched[field] ? problems[field] : undefined);
  const helper = (field: CardField) => {
    const problem = shown(field);
    if (problem) return intl.formatMessage(payMessages[problem], { digits: cvcLengthOf(card.number) });
    // The brand goes under the number, never inside the field, where it covered the digits on a phone.
    if (field === 'number' && brand)
      return intl.formatMessage(payMessages.brand, { brand: BRAND_NAMES[brand] });
    return ' ';
  };
  const field = (name: CardField) => ({
    error: shown(name) !== undefined,
    helperText: helper(name),
    disabled: busy,
    onBlur: () => setTouched((current) => ({ ...current, [name]: card[name] !== '' || current[name] })),
    fullWidth: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(problems).length > 0) return;
    onSubmit(digitsOf(card.number));
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      // While the card is being paid the fields are disabled, but 'Card type: Visa' under the number is still
      // read: MUI's disabled grey is 2.7:1 on white.
      sx={{ display: 'grid', gap: 1, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    >
      <TextField
        {...field('number')}
        label={intl.formatMessage(payMessages.cardNumber)}
        value={card.number}
        onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
        slotProps={{
          htmlInput: {
            autoComplete: 'cc-number',
            inputMode: 'numeric',
            name: 'cardnumber',
            maxLength: maxDigits(card.number) + 4,
          },
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <TextField
          {...field('expiry')}
          label={intl.formatMessage(payMessages.expiry)}
          value={card.expiry}
          onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value, card.expiry) })}
          slotProps={{
            htmlInput: { autoComplete: 'cc-exp', inputMode: 'numeric', name: 'exp-date', maxLength: 5 },
          }}
        />
        <TextField
          {...field('cvc')}
          label={intl.formatMessage(payMessages.cvc)}
          value={card.cvc}
          onChange={(event) => setCard({ ...card, cvc: digitsOf(event.target.value).slice(0, 4) })}
          slotProps={{
            htmlInput: { autoComplete: 'cc-csc', inputMode: 'numeric', name: 'cvc', maxLength: 4 },
          }}
        />
      </Box>
      <Alert severity="info" variant="outlined" role="note" sx={{ py: 0 }}>
        <FormattedMessage {...payMessages.sandboxNote} />
      </Alert>
      <Button type="submit" variant="contained" size="large" disabled={disabled || busy} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
