import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { selectSubscription } from '../state/session/selectors';
import { useAppSelector } from '../store/hooks';

const messages = {
  ...defineMessages({
    active: { id: 'subscription.status.active', defaultMessage: 'Plan active, renewed every month' },
  }),
  trialUntil: defineMessage<{ date: string }>({
    id: 'subscription.status.trialUntil',
    defaultMessage: 'Free trial plan active until {date}',
  }),
};

/**
 * The patient's subscription (spec §1, §9 trial plan), shown in the profile menu and on the profile: its free
 * trial with the day it ends, or the monthly plan after it. Nothing without a subscription.
 */
export function SubscriptionStatus({ sx }: { sx?: BoxProps['sx'] }) {
  const intl = useIntl();
  const subscription = useAppSelector(selectSubscription);
  const [now] = useState(Date.now);
  if (!subscription) return null;
  const { trialEndsAt } = subscription;
  const inTrial = trialEndsAt !== null && Date.parse(trialEndsAt) > now;
  return (
    <Box data-testid="subscription-status" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', ...sx }}>
      <WorkspacePremiumOutlined
        aria-hidden="true"
        sx={{ color: 'primary.main', mt: '2px' }}
        fontSize="small"
      />
      <Typography variant="body2">
        {inTrial
          ? intl.formatMessage(messages.trialUntil, {
              date: intl.formatDate(trialEndsAt, { day: 'numeric', month: 'long', year: 'numeric' }),
            })
          : intl.formatMessage(messages.active)}
      </Typography>
    </Box>
  );
}
