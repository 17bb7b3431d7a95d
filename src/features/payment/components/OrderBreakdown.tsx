import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Money } from '../../../api/types';
import { formatMoney } from '../../../components/money';
import type { OrderSummary } from '../api';
import { paymentMessages } from '../messages';

interface LineProps {
  label: ReactNode;
  amount: string;
  strong?: boolean;
  /** The total being paid is read out again when it changes. */
  live?: boolean;
}

function Line({ label, amount, strong = false, live = false }: LineProps) {
  return (
    <Box
      {...(live ? { 'aria-live': 'polite' as const, 'aria-atomic': true } : {})}
      sx={{
        ...(strong ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        fontWeight: strong ? 700 : 400,
        fontSize: strong ? '1.15rem' : undefined,
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {amount}
      </Box>
    </Box>
  );
}

/**
 * The order line by line (spec: money screens say where money goes): price, what pays part of it, the rest.
 * With `charged` it is the receipt of a payment made: the last line is what the card was charged.
 */
export const OrderBreakdown = memo(function OrderBreakdown({
  summary,
  company,
  updating = false,
  charged,
}: {
  summary: OrderSummary;
  company?: string;
  updating?: boolean;
  charged?: Money;
}) {
  const intl = useIntl();
  const money = (value: Money) => formatMoney(intl, value);
  const minus = (value: Money) => money({ ...value, amount: -value.amount });
  return (
    <Box component="dl" sx={{ m: 0 }} aria-busy={updating}>
      <Line label={<FormattedMessage {...paymentMessages.price} />} amount={money(summary.subtotal)} />
      {summary.voucher && (
        <Line
          label={
            <FormattedMessage {...paymentMessages.voucherLine} values={{ code: summary.voucher.code }} />
          }
          amount={minus(summary.voucher.discount)}
        />
      )}
      {summary.bundle_credit.amount > 0 && (
        <Line
          label={<FormattedMessage {...paymentMessages.bundleLine} />}
          amount={minus(summary.bundle_credit)}
        />
      )}
      {summary.balance_used.amount > 0 && (
        <Line
          label={<FormattedMessage {...paymentMessages.balanceLine} />}
          amount={minus(summary.balance_used)}
        />
      )}
      {summary.covered_by_company && (
        <Line
          label={<FormattedMessage {...paymentMessages.coveredLine} values={{ company: company ?? '' }} />}
          amount={minus(summary.subtotal)}
        />
      )}
      {charged ? (
        <Line label={<FormattedMessage {...paymentMessages.charged} />} amount={money(charged)} strong />
      ) : (
        <Line
          label={<FormattedMessage {...paymentMessages.total} />}
          amount={money(summary.total)}
          live
          strong
        />
      )}
    </Box>
  );
});

/** While a change is being priced. */
export function UpdatingNotice({ updating }: { updating: boolean }) {
  const intl = useIntl();
  return (
    <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
      {updating ? intl.formatMessage(paymentMessages.updating) : ''}
    </Typography>
  );
}
