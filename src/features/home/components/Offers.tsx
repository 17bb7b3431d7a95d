import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { OFFERS_MIN_HEIGHT, TRIAL_PLAN } from '../constants';
import { homeMessages } from '../messages';
import { HomeLateMessages } from './HomeLateMessages';

function Offer({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
    >
      <Typography id={id} variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        <FormattedMessage {...title} />
      </Typography>
      {children}
    </Box>
  );
}

const Point = ({ children }: { children: ReactNode }) => (
  <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
    <CheckCircle fontSize="small" aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
    <span>{children}</span>
  </Box>
);

/** Free first consultation, the satisfaction guarantee and the trial plan (spec §1, §9), with their texts. */
export default function OffersWithTexts() {
  return (
    <HomeLateMessages minHeight={OFFERS_MIN_HEIGHT}>
      <Offers />
    </HomeLateMessages>
  );
}

function Offers() {
  const localized = useLocalizedPath();
  return (
    <Box component="section" aria-labelledby="home-offers-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-offers-title" variant="h2" sx={{ mb: 3 }}>
        <FormattedMessage {...homeMessages.offersTitle} />
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <Offer id="home-free-first" title={homeMessages.freeFirstTitle}>
          <Typography>
            <FormattedMessage {...homeMessages.freeFirstBody} />
          </Typography>
        </Offer>
        <Offer id="home-guarantee" title={homeMessages.guaranteeTitle}>
          <Typography>
            <FormattedMessage {...homeMessages.guaranteeBody} />
          </Typography>
        </Offer>
        <Offer id="home-trial" title={homeMessages.trialTitle}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            <Point>
              <FormattedMessage {...homeMessages.trialFree} values={{ months: TRIAL_PLAN.freeMonths }} />
            </Point>
            <Point>
              <FormattedMessage
                {...homeMessages.trialSessions}
                values={{ sessions: TRIAL_PLAN.sessionsPerMonth }}
              />
            </Point>
            <Point>
              <FormattedMessage
                {...homeMessages.trialReminder}
                values={{ days: TRIAL_PLAN.reminderDaysBeforeCharge }}
              />
            </Point>
            <Point>
              <FormattedMessage {...homeMessages.trialRenewal} />
            </Point>
          </Box>
          <Button component={RouterLink} to={localized('/specialties')} variant="outlined">
            <FormattedMessage {...homeMessages.trialCta} />
          </Button>
        </Offer>
      </Box>
    </Box>
  );
}
