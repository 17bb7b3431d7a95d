import { memo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../components/money';
import type { OrderSummary } from '../api';
import { paymentMessages } from '../messages';
import type { OrderChoices } from '../orderChoices';

/** The balance switch (`use_balance`) and a bundle of the speciality as credit (`bundle_order_id`). */
export const CreditOptions = memo(function CreditOptions({
  summary,
  choices,
  onChange,
  disabled,
}: {
  summary: OrderSummary;
  choices: OrderChoices;
  onChange(next: OrderChoices): void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const bundle =
    summary.usable_bundles.find((candidate) => candidate.id === choices.bundle_order_id) ??
    summary.usable_bundles[0];
  const showBalance = summary.available_balance.amount > 0 || choices.use_balance;
  if (!showBalance && !bundle) return null;
  return (
    <FormGroup>
      {showBalance && (
        <FormControlLabel
          control={
            <Switch
              checked={choices.use_balance}
              disabled={disabled}
              onChange={(_, checked) => onChange({ ...choices, use_balance: checked })}
            />
          }
          label={intl.formatMessage(paymentMessages.useBalance, {
            amount: formatMoney(intl, summary.available_balance),
          })}
        />
      )}
      {bundle && (
        <FormControlLabel
          control={
            <Switch
              checked={choices.bundle_order_id === bundle.id}
              disabled={disabled}
              onChange={(_, checked) => onChange({ ...choices, bundle_order_id: checked ? bundle.id : null })}
            />
          }
          label={intl.formatMessage(paymentMessages.useBundle, { remaining: bundle.remaining_meetings })}
        />
      )}
    </FormGroup>
  );
});
