import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatMoney } from '../../../components/money';
import type { OrderSummary, Voucher } from '../api';
import { paymentMessages } from '../messages';

interface VoucherFieldProps {
  applied: OrderSummary['voucher'];
  vouchers: Voucher[];
  draft: string;
  onDraftChange(value: string): void;
  onApply(code: string): void;
  onRemove(): void;
  /** Why the provider refused the code, or why paying waits for it. */
  error: MessageDescriptor | null;
  errorValues?: Record<string, string>;
  disabled: boolean;
}

/** Spec §5: a voucher must be added or removed before paying; the patient's own vouchers are one click away. */
export function VoucherField(props: VoucherFieldProps) {
  const { applied, vouchers, draft, onDraftChange, onApply, onRemove, error, errorValues, disabled } = props;
  const intl = useIntl();
  const benefit = (voucher: Voucher) =>
    voucher.kind === 'percentage'
      ? intl.formatMessage(paymentMessages.kindPercentage, { value: voucher.value })
      : voucher.kind === 'fixed'
        ? intl.formatMessage(paymentMessages.kindFixed, {
            amount: formatMoney(intl, { amount: voucher.value, currency: 'EUR' }),
          })
        : intl.formatMessage(paymentMessages.kindFreeFirst);

  const root = useRef<HTMLDivElement>(null);
  const appliedStatus = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const appliedCode = applied?.code ?? null;
  const shownCode = useRef(appliedCode);
  useEffect(() => {
    // Applying or removing replaces controls (the list's button, Remove): unless the patient has moved on, focus
    // goes to what changed: the applied voucher's message (Remove is next), or the empty field after removing.
    if (shownCode.current === appliedCode) return;
    shownCode.current = appliedCode;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !root.current?.contains(focused)) return;
    if (appliedCode) appliedStatus.current?.focus();
    else field.current?.focus();
  }, [appliedCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };

  return (
    <div ref={root}>
      {applied && (
        <Alert
          ref={appliedStatus}
          tabIndex={-1}
          severity="success"
          role="status"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={onRemove} disabled={disabled}>
              {intl.formatMessage(paymentMessages.voucherRemove, { code: applied.code })}
            </Button>
          }
        >
          {intl.formatMessage(paymentMessages.voucherApplied, {
            code: applied.code,
            discount: formatMoney(intl, applied.discount),
          })}
        </Alert>
      )}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          inputRef={field}
          label={intl.formatMessage(paymentMessages.voucherLabel)}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value.toUpperCase())}
          error={error !== null}
          helperText={error ? intl.formatMessage(error, errorValues) : ' '}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              maxLength: 40,
            },
            formHelperText: { role: error ? 'alert' : undefined },
          }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={disabled} sx={{ mt: 0.25, minHeight: 40 }}>
          <FormattedMessage {...paymentMessages.voucherApply} />
        </Button>
      </Box>
      {!applied && vouchers.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            <FormattedMessage {...paymentMessages.yourVouchers} />
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {vouchers.map((voucher) => (
              <Button
                key={voucher.code}
                size="small"
                variant="text"
                disabled={disabled}
                onClick={() => {
                  onDraftChange(voucher.code);
                  onApply(voucher.code);
                }}
              >
                {intl.formatMessage(paymentMessages.voucherUse, {
                  code: voucher.code,
                  benefit: benefit(voucher),
                })}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </div>
  );
}
