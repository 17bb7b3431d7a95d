import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';

type Stripe = NonNullable<ReturnType<typeof useStripe>>;
type StripeElements = NonNullable<ReturnType<typeof useElements>>;

interface StripeElementFormProps {
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
  size?: 'medium' | 'large';
  /** The fields are complete and valid: create what the card is for and confirm it with Stripe. */
  onChecked(stripe: Stripe, elements: StripeElements): void;
}

/**
 * Stripe's Payment Element in a form (inside `<Elements>`). Stripe checks the fields (and wallets) on submit,
 * before the payment or the saved card exists (deferred intent creation), and says what is wrong here.
 */
export function StripeElementForm({
  submitLabel,
  busy,
  disabled = false,
  size = 'medium',
  onChecked,
}: StripeElementFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setError(null);
    const checked = await elements.submit();
    if (checked.error) return setError(checked.error.message ?? null);
    onChecked(stripe, elements);
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <PaymentElement options={{ layout: 'tabs', readOnly: busy }} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size={size} disabled={disabled || busy || !stripe}>
        {submitLabel}
      </Button>
    </Box>
  );
}
