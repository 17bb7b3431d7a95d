import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/Page';
import { BalanceCard } from '../components/BalanceCard';
import { BundleDetail } from '../components/BundleDetail';
import { BundleList } from '../components/BundleList';
import { TransactionList } from '../components/TransactionList';
import { financeMessages } from '../messages';

/** `?bundle=` as a bundle id, or null. */
const bundleIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('bundle'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Payments and invoices: the balance, the bundles and the transactions (`?page=`); one bundle's detail and
 * booking from it at `?bundle=<id>`. `#bundles` (the profile menu's link) brings the bundles into view.
 */
export default function InvoicesPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const bundleId = bundleIdOf(params);

  useEffect(() => {
    if (hash !== '#bundles' || bundleId !== null) return;
    const section = document.getElementById('bundles');
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash, bundleId]);

  return (
    <Page title={financeMessages.invoicesTitle}>
      {bundleId !== null ? (
        <BundleDetail bundleId={bundleId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <BalanceCard />
          <BundleList />
          <TransactionList />
        </Box>
      )}
    </Page>
  );
}
