import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetPreOrderQuery } from '../../../api/shared/preOrders';
import { Page } from '../../../components/Page';
import { useHydrated } from '../../../components/useHydrated';
import { ChosenSpeciality } from '../components/ChosenSpeciality';
import { DoctorChoice } from '../components/DoctorChoice';
import { DoctorsStep } from '../components/DoctorsStep';
import { EmergencyStep } from '../components/EmergencyStep';
import { HeldStep } from '../components/HeldStep';
import { LoadFailed, Loading } from '../components/LoadState';
import { ReasonStep } from '../components/ReasonStep';
import { WizardStep } from '../components/WizardStep';
import { bookingMessages } from '../messages';
import { type BookingStep, useBookingFlow } from '../useBookingFlow';

const titles: Record<BookingStep, keyof typeof bookingMessages> = {
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
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);
  // History state is the browser's alone: a page the server rendered shows it once the browser has it.
  const hydrated = useHydrated();
  const takenSlot = hydrated ? ((location.state as { takenSlot?: string } | null)?.takenSlot ?? null) : null;
  // A lapsed hold is not a photos step any more (the held step reads the same cached pre-order).
  const held = useGetPreOrderQuery(step === 'held' && params.preOrder ? params.preOrder : skipToken);
  const stepTitle = step === 'held' && held.data?.status === 'expired' ? 'expiredTitle' : titles[step];

  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on first load: the shell handles that).
    if (firstStep.current !== step) heading.current?.focus();
    firstStep.current = step;
  }, [step]);

  return (
    <Page title={bookingMessages.preOrderTitle} maxWidth="md">
      {step !== 'reason' && step !== 'wizard' && <ChosenSpeciality specialityId={params.specialityId} />}
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
        {intl.formatMessage(bookingMessages[stepTitle] as Parameters<typeof intl.formatMessage>[0])}
      </Typography>
      {step === 'reason' && <ReasonStep choose={choose} onWizard={() => choose({ wizardQuestion: 1 })} />}
      {step === 'wizard' && <WizardStep params={params} choose={choose} />}
      {step === 'deeplink' &&
        (deeplinkFailed ? <LoadFailed onRetry={() => void retryDeeplink()} /> : <Loading rows={2} />)}
      {step === 'doctors' && <DoctorsStep params={params} choose={choose} />}
      {step === 'emergency' && <EmergencyStep params={params} choose={choose} />}
      {(step === 'time' || step === 'confirm') && (
        <DoctorChoice step={step} params={params} choose={choose} takenSlot={takenSlot} />
      )}
      {step === 'held' && params.preOrder && <HeldStep preOrderId={params.preOrder} choose={choose} />}
    </Page>
  );
}
