import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../../components/money';
import { useGetBalanceQuery } from '../api';
import { financeMessages } from '../messages';
import { LoadProblem } from './LoadProblem';

const amountSx = { fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 } as const;

/** The in-app balance, where it comes from (refunds) and how it is used (at checkout). */
export function BalanceCard() {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch } = useGetBalanceQuery();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="balance-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="balance-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        <FormattedMessage {...financeMessages.balanceTitle} />
      </Typography>
      {isLoading ? (
        // A line of the amount's own size: the sections below do not move when it arrives.
        <Box sx={amountSx}>
          <Skeleton width={120} aria-label={intl.formatMessage(financeMessages.loading)} />
        </Box>
      ) : isError || !data ? (
        <LoadProblem
          message={financeMessages.balanceFailed}
          onRetry={() => void refetch()}
          busy={isFetching}
        />
      ) : (
        <Box data-testid="balance-amount" sx={amountSx}>
          {formatMoney(intl, data.balance)}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        <FormattedMessage {...financeMessages.balanceExplained} />
      </Typography>
    </Paper>
  );
}
