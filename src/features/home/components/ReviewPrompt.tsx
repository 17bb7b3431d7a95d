import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetAppointmentHistoryQuery } from '../../../api/shared/appointments';
import { AppointmentWhen } from '../../../components/appointments/AppointmentWhen';
import { AppointmentsMessages } from '../../../components/appointments/AppointmentsMessages';
import { reviewPromptFor } from '../../../components/appointments/messages';
import { ReviewForm } from '../../../components/appointments/ReviewForm';
import { homeMessages } from '../messages';

/**
 * A gentle prompt to rate the latest visit not reviewed yet (history is newest first): once per visit, since
 * a reviewed visit is no longer `can_review`; 'Not now' hides it for this visit to the page. Nothing shows
 * while the history loads or when it fails: the prompt is optional.
 */
function Prompt() {
  const intl = useIntl();
  const { data } = useGetAppointmentHistoryQuery();
  const [hidden, setHidden] = useState(false);
  // The visit asked about stays put once shown, so its thanks stay after the review makes it reviewed.
  const [askedId, setAskedId] = useState<number | null>(null);
  const candidate = data?.appointment_list.find((appointment) => appointment.can_review);
  if (askedId === null && candidate) setAskedId(candidate.id);
  const latest = data?.appointment_list.find((appointment) => appointment.id === (askedId ?? candidate?.id));
  if (!latest || hidden) return null;
  return (
    <Box
      component="aside"
      aria-label={intl.formatMessage(homeMessages.reviewPromptLabel)}
      sx={{
        mt: { xs: 3, md: 4 },
        p: { xs: 2, md: 2.5 },
        maxWidth: 720,
        borderRadius: 2,
        bgcolor: '#fdf6e8',
        border: 1,
        borderColor: '#efdcb3',
      }}
    >
      <ReviewForm
        key={latest.id}
        appointmentId={latest.id}
        title={intl.formatMessage(reviewPromptFor, { doctor: latest.doctor.full_name })}
        description={<AppointmentWhen appointment={latest} />}
        headingLevel="h2"
        compact
      />
      <Button size="small" sx={{ mt: 1, px: 0 }} onClick={() => setHidden(true)}>
        <FormattedMessage {...homeMessages.reviewPromptLater} />
      </Button>
    </Box>
  );
}

export default function ReviewPrompt() {
  return (
    <AppointmentsMessages fallback={null}>
      <Prompt />
    </AppointmentsMessages>
  );
}
