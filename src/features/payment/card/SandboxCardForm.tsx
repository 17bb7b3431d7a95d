import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, memo, useCallback, useState } from 'react';
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

/** What each field keeps of what is typed into it, from what it held before. */
const KEEP: Record<CardField, (typed: string, before: string) => string> = {
  number: (typed) => formatCardNumber(typed),
  expiry: (typed, before) => formatExpiry(typed, before),
  cvc: (typed) => digitsOf(typed).slice(0, 4),
};

const HTML_INPUT: Record<CardField, { autoComplete: string; name: string }> = {
  number: { autoComplete: 'cc-number', name: 'cardnumber' },
  expiry: { autoComplete: 'cc-exp', name: 'exp-date' },
  cvc: { autoComplete: 'cc-csc', name: 'cvc' },
};

/** How many characters each field takes: the number's, with its spaces, depends on its brand. */
const maxLengthOf = (name: CardField, card: CardInput) =>
  name === 'number' ? maxDigits(card.number) + 4 : name === 'expiry' ? 5 : 4;

interface CardTextFieldProps {
  name: CardField;
  label: string;
  value: string;
  /** What is wrong with it (shown once the field has been left), else what it says meanwhile. */
  helperText: string;
  error: boolean;
  busy: boolean;
  maxLength: number;
  onType(name: CardField, typed: string): void;
  onLeave(name: CardField, value: string): void;
}

/**
 * One field of the card. Its props are plain values and callbacks that never change, so a key typed into one
 * field renders that field alone, not the other two with their labels, outlines and helper texts: at 4× CPU each
 * key of the number took 120 ms when the whole form rendered again.
 */
const CardTextField = memo(function CardTextField({
  name,
  label,
  value,
  helperText,
  error,
  busy,
  maxLength,
  onType,
  onLeave,
}: CardTextFieldProps) {
  return (
    <TextField
      error={error}
      helperText={helperText}
      disabled={busy}
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onType(name, event.target.value)}
      onBlur={() => onLeave(name, value)}
      slotProps={{
        htmlInput: {
          ...HTML_INPUT[name],
          inputMode: 'numeric',
          maxLength,
        },
      }}
    />
  );
});

/** The note that no real card is charged here: the same whatever is typed. */
const SandboxNote = memo(function SandboxNote() {
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ py: 0 }}>
      <FormattedMessage {...payMessages.sandboxNote} />
    </Alert>
  );
});

const SubmitButton = memo(function SubmitButton({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={disabled} sx={{ mt: 1 }}>
      {label}
    </Button>
  );
});

// While the card is being paid the fields are disabled, but 'Card type: Visa' under the number is still read:
// MUI's disabled grey is 2.7:1 on white.
const formSx = {
  display: 'grid',
  gap: 1,
  '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
};
const pairSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } };

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
  const onType = useCallback(
    (name: CardField, typed: string) =>
      setCard((current) => ({ ...current, [name]: KEEP[name](typed, current[name]) })),
    [],
  );
  // A field left empty before it was ever filled says nothing yet.
  const onLeave = useCallback(
    (name: CardField, value: string) =>
      setTouched((current) => ({ ...current, [name]: value !== '' || current[name] })),
    [],
  );
  const field = (name: CardField, label: string) => (
    <CardTextField
      name={name}
      label={label}
      value={card[name]}
      helperText={helper(name)}
      error={shown(name) !== undefined}
      busy={busy}
      onType={onType}
      onLeave={onLeave}
      maxLength={maxLengthOf(name, card)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(problems).length > 0) return;
    onSubmit(digitsOf(card.number));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={formSx}>
      {field('number', intl.formatMessage(payMessages.cardNumber))}
      <Box sx={pairSx}>
        {field('expiry', intl.formatMessage(payMessages.expiry))}
        {field('cvc', intl.formatMessage(payMessages.cvc))}
      </Box>
      <SandboxNote />
      <SubmitButton label={submitLabel} disabled={disabled || busy} />
    </Box>
  );
}
