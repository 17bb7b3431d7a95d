import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { documentTitleMessage } from '../../../components/messages';
import { DoctorChoice } from '../components/DoctorChoice';
import { DoctorsStep } from '../components/DoctorsStep';
import { EmergencyStep } from '../components/EmergencyStep';
import { HeldStep } from '../components/HeldStep';
import { LoadFailed, Loading } from '../components/LoadState';
import { ReasonStep } from '../components/ReasonStep';
import { WizardStep } from '../components/WizardStep';
import { bookingMessages } from '../messages';
import { type BookingStep, useBookingFlow } from '../useBookingFlow';

const titles: Record<BookingStep | 'wizard', keyof typeof bookingMessages> = {
  reason: 'reasonTitle',
  wizard: 'wizardTitle',
  doctors: 'doctorsTitle',
  deeplink: 'doctorsTitle',
  emergency: 'emergencyTitle',
  time: 'timeTitle',
  confirm: 'confirmTitle',
  held: 'heldTitle',
};

/** `/doctor_pre_order`: one flow, its state in the query (bookingParams.ts), one step at a time. */
export default function DoctorPreOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { params, choose, step, stepNumber, stepCount, deeplinkFailed, retryDeeplink } = useBookingFlow();
  const [wizardOpen, setWizardOpen] = useState(false);
  const shown = step === 'reason' && wizardOpen ? 'wizard' : step;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(shown);
  const slotTaken = (location.state as { slotTaken?: boolean } | null)?.slotTaken === true;

  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on first load: the shell handles that).
    if (firstStep.current !== shown) heading.current?.focus();
    firstStep.current = shown;
  }, [shown]);

  const title = intl.formatMessage(bookingMessages.preOrderTitle);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{intl.formatMessage(documentTitleMessage, { page: title })}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 40 }}>
        {stepNumber > 1 && step !== 'held' && (
          <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ ml: -1 }}>
            {intl.formatMessage(bookingMessages.back)}
          </Button>
        )}
        <Typography sx={{ color: 'text.secondary', ml: 'auto' }}>
          {intl.formatMessage(bookingMessages.step, { step: stepNumber, total: stepCount })}
        </Typography>
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ mb: 2.5, outline: 'none' }}>
        {intl.formatMessage(bookingMessages[titles[shown]] as Parameters<typeof intl.formatMessage>[0])}
      </Typography>
      {shown === 'reason' && <ReasonStep choose={choose} onWizard={() => setWizardOpen(true)} />}
      {shown === 'wizard' && <WizardStep choose={choose} onCancel={() => setWizardOpen(false)} />}
      {shown === 'deeplink' &&
        (deeplinkFailed ? <LoadFailed onRetry={() => void retryDeeplink()} /> : <Loading rows={2} />)}
      {shown === 'doctors' && <DoctorsStep params={params} choose={choose} />}
      {shown === 'emergency' && <EmergencyStep params={params} choose={choose} />}
      {(shown === 'time' || shown === 'confirm') && (
        <DoctorChoice step={shown} params={params} choose={choose} slotTaken={slotTaken} />
      )}
      {shown === 'held' && params.preOrder && <HeldStep preOrderId={params.preOrder} choose={choose} />}
    </Container>
  );
}
