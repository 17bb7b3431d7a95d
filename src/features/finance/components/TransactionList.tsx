import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { patientTimeZone } from '../../../api/shared/doctors';
import { cardText, cardTextStyles } from '../../../components/cardText';
import { InvoiceButton } from '../../../components/invoices/InvoiceButton';
import { formatSignedMoney } from '../../../components/money';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { TRANSACTIONS_PAGE_SIZE, type Transaction, useGetTransactionsQuery } from '../api';
import { financeMessages } from '../messages';
import { LoadProblem } from './LoadProblem';

const typeMessages = {
  payment: financeMessages.typePayment,
  refund: financeMessages.typeRefund,
  voucher: financeMessages.typeVoucher,
  bundle: financeMessages.typeBundle,
} as const;

/** `?page=` as a page number (1 when missing or not a positive integer). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const pageSearch = (params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  const search = next.toString();
  return search ? `?${search}` : '?';
};

/** A transaction's line: plain elements styled once by the list (src/components/cardText.ts). */
function TransactionRow({ transaction, zone }: { transaction: Transaction; zone: string }) {
  const intl = useIntl();
  const incoming = transaction.amount.amount > 0;
  const date = intl.formatDate(transaction.created_at, { timeZone: zone, dateStyle: 'medium' });
  return (
    <li>
      <p className={`${cardText.secondary} transaction-type`}>
        {intl.formatMessage(typeMessages[transaction.type])}
      </p>
      <div>
        <p className="transaction-description">{transaction.description}</p>
        <p className={cardText.secondary}>
          <ZonedDateTime value={transaction.created_at} zone={zone} />
        </p>
        {transaction.invoice_url && (
          <div className="transaction-invoice">
            <InvoiceButton
              invoiceUrl={transaction.invoice_url}
              description={transaction.description}
              date={date}
            />
          </div>
        )}
      </div>
      <p className={incoming ? 'transaction-amount transaction-incoming' : 'transaction-amount'}>
        {formatSignedMoney(intl, transaction.amount)}
      </p>
    </li>
  );
}

const Transactions = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '&[aria-busy="true"]': { opacity: 0.6 },
  ...cardTextStyles(theme),
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.spacing(0.5),
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '7rem 1fr auto', gap: theme.spacing(2) },
    alignItems: 'start',
    padding: theme.spacing(2, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .transaction-type': {
    fontWeight: 700,
    gridColumn: '1 / -1',
    [theme.breakpoints.up('sm')]: { gridColumn: 'auto' },
  },
  '& .transaction-description': { ...theme.typography.body1, fontWeight: 600, margin: 0 },
  '& .transaction-invoice': { marginTop: theme.spacing(1) },
  '& .transaction-amount': { ...theme.typography.body1, fontWeight: 700, whiteSpace: 'nowrap', margin: 0 },
  '& .transaction-incoming': { color: theme.palette.success.dark },
}));

/** The transactions, five a page; the page lives in the URL (`?page=`), so reload and back/forward keep it. */
export function TransactionList() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const zone = patientTimeZone().zone;
  const { data, isLoading, isError, isFetching, refetch } = useGetTransactionsQuery(page);

  let content;
  if (isLoading) {
    content = (
      <Box role="status" aria-label={intl.formatMessage(financeMessages.loading)}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={64} />
        ))}
      </Box>
    );
  } else if (isError || !data) {
    content = (
      <LoadProblem
        message={financeMessages.transactionsFailed}
        onRetry={() => void refetch()}
        busy={isFetching}
      />
    );
  } else if (data.pagination.total === 0) {
    content = (
      <Typography>
        <FormattedMessage {...financeMessages.transactionsEmpty} />
      </Typography>
    );
  } else if (data.transaction_list.length === 0) {
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage {...financeMessages.pastLastPage} values={{ page }} />
        </Typography>
        <Button component={RouterLink} to={pageSearch(params, 1)} variant="outlined">
          <FormattedMessage {...financeMessages.backToFirstPage} />
        </Button>
      </Box>
    );
  } else {
    content = (
      <Transactions aria-labelledby="transactions-title" aria-busy={isFetching}>
        {data.transaction_list.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} zone={zone} />
        ))}
      </Transactions>
    );
  }

  const pages = data ? Math.ceil(data.pagination.total / TRANSACTIONS_PAGE_SIZE) : 0;
  return (
    <Box component="section" aria-labelledby="transactions-title">
      <Typography id="transactions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        <FormattedMessage {...financeMessages.transactionsTitle} />
      </Typography>
      {content}
      {pages > 1 && data && data.transaction_list.length > 0 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            aria-label={intl.formatMessage(financeMessages.pagination)}
            getItemAriaLabel={(type, page, selected) =>
              intl.formatMessage(financeMessages.paginationItem, {
                type,
                page,
                selected: selected ? 'yes' : 'no',
              })
            }
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={pageSearch(params, item.page ?? 1)} {...item} />
            )}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage {...financeMessages.pageOf} values={{ page, pages }} />
          </Typography>
        </Box>
      )}
    </Box>
  );
}
