import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetBundleOrdersQuery } from '../api';
import { bundleMessages, financeMessages } from '../messages';
import { BundleCounts, BundleStatus } from './BundleStatus';
import { LoadProblem } from './LoadProblem';

/** The patient's bundles (id `bundles`, the profile menu's target), each opening its detail (`?bundle=`). */
export function BundleList() {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch } = useGetBundleOrdersQuery();
  let content;
  if (isLoading) {
    // One bundle's card in outline, line for line: the transactions below do not move when the list arrives
    // with the one bundle most patients have.
    content = (
      <Paper
        variant="outlined"
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage(financeMessages.loading)}
        sx={{ p: 2 }}
      >
        <Typography sx={{ mb: 0.5 }}>
          <Skeleton width="45%" />
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <Skeleton width="70%" />
        </Typography>
        <Skeleton variant="rounded" width={112} height={30.75} />
      </Paper>
    );
  } else if (isError || !data) {
    content = (
      <LoadProblem message={bundleMessages.failed} onRetry={() => void refetch()} busy={isFetching} />
    );
  } else if (data.bundle_order_list.length === 0) {
    content = (
      <Typography>
        <FormattedMessage {...bundleMessages.empty} />
      </Typography>
    );
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {data.bundle_order_list.map((bundle) => (
          <Paper key={bundle.id} component="li" variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {bundle.title}
              </Typography>
              <BundleStatus status={bundle.status} />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              <BundleCounts bundle={bundle} />
            </Typography>
            <Button
              component={RouterLink}
              to={`?bundle=${bundle.id}`}
              variant={bundle.status === 'active' ? 'contained' : 'outlined'}
              size="small"
              aria-label={intl.formatMessage(bundleMessages.openNamed, { title: bundle.title })}
            >
              <FormattedMessage {...bundleMessages.open} />
            </Button>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Box
      component="section"
      id="bundles"
      aria-labelledby="bundles-title"
      tabIndex={-1}
      sx={{ scrollMarginTop: 80 }}
    >
      <Typography id="bundles-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        <FormattedMessage {...bundleMessages.title} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        <FormattedMessage {...bundleMessages.explained} />
      </Typography>
      {content}
    </Box>
  );
}
