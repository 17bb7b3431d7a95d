import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OfflineReason } from '../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../components/offline/useOnline';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import { formatMoney } from '../../../components/money';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { loginPath } from '../../../lib/loginPath';
import { useCreatePreOrderMutation } from '../api';
import type { BookingParams } from '../bookingParams';
import { failureMessage, preOrderFailure } from '../errors';
import { type Audience, coverageOf, usePatientZone } from '../hooks';
import { bookingMessages } from '../messages';
import { ActiveAppointment } from './ActiveAppointment';
import { DoctorCard } from './DoctorCard';

interface ConfirmStepProps {
  params: BookingParams;
  doctor: AvailableDoctor;
  audience: Audience;
  choose: (changes: Partial<BookingParams>, options?: { replace?: boolean; state?: unknown }) => void;
}

/**
 * The choice, to confirm. A visitor signs in here (and only here): `/login?from=` brings them back to this same
 * URL, so the choice is kept and they confirm it. Confirming holds the slot (createPreOrder, 15 minutes).
 */
export function ConfirmStep({ params, doctor, audience, choose }: ConfirmStepProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { zone } = usePatientZone();
  const [createPreOrder, creation] = useCreatePreOrderMutation();
  const network = useNetworkAction();
  const emergency = params.appointmentType === 'emergency';
  const isVisitor = audience.kind === 'patient' && !audience.isLoggedIn;
  const failure = creation.isError
    ? preOrderFailure(creation.error, emergency ? 'emergency' : 'booked')
    : null;

  const hold = async () => {
    const result = await createPreOrder({
      doctor_id: doctor.id,
      speciality_id: doctor.speciality.id,
      appointment_type: emergency ? 'emergency' : 'booked',
      start_at: emergency ? null : params.date!,
      time_zone: zone,
      ...(params.wizardResponseId ? { wizard_response_id: params.wizardResponseId } : {}),
      ...(audience.kind === 'employee' ? { company_id: audience.companyId } : {}),
    });
    if ('data' in result && result.data) return choose({ preOrder: result.data.id }, { replace: true });
    if (!emergency && preOrderFailure(result.error, 'booked') === 'slotTaken') {
      // Back to the calendar (refreshed without the slot: createPreOrder invalidates it), on the day the
      // patient chose; all else is kept.
      choose({ date: undefined }, { replace: true, state: { takenSlot: params.date } });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DoctorCard doctor={doctor} zone={zone} coverage={coverageOf(audience)} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0 },
        }}
      >
        <dt>{intl.formatMessage(bookingMessages.confirmWhen)}</dt>
        <dd>
          {emergency ? (
            intl.formatMessage(bookingMessages.confirmNow)
          ) : (
            <ZonedDateTime value={params.date!} zone={zone} />
          )}
        </dd>
        <dt>{intl.formatMessage(bookingMessages.confirmPrice)}</dt>
        <dd>
          {audience.kind !== 'employee'
            ? formatMoney(intl, doctor.price)
            : audience.coverage.plan === 'covered'
              ? intl.formatMessage(bookingMessages.coveredBy, { company: audience.companyTitle })
              : intl.formatMessage(bookingMessages.confirmTrialPrice, {
                  price: formatMoney(intl, doctor.price),
                  company: audience.companyTitle,
                })}
        </dd>
      </Box>
      {failure === 'nobodyOnDuty' && (
        <Alert severity="warning">
          <AlertTitle>{intl.formatMessage(bookingMessages.doctorNotAvailable)}</AlertTitle>
          {intl.formatMessage(bookingMessages.nobodyOnDuty)}
        </Alert>
      )}
      {(failure === 'other' || failure === 'signInAgain') && (
        <Alert severity="error">{intl.formatMessage(failureMessage(creation.error))}</Alert>
      )}
      {failure === 'activeAppointment' ? (
        // Nothing can be held now: no hold to promise, no button that cannot work; the doctor's calendar instead.
        <>
          <ActiveAppointment focusOnMount />
          <Box>
            <Button variant="outlined" size="large" onClick={() => choose({ appointmentType: 'booked' })}>
              {intl.formatMessage(bookingMessages.bookInstead)}
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            {intl.formatMessage(isVisitor ? bookingMessages.signInHint : bookingMessages.holdHint)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {isVisitor ? (
              <Button
                variant="contained"
                size="large"
                onClick={() =>
                  navigate(loginPath(intl.locale === 'en' ? 'en' : 'es', location.pathname + location.search))
                }
              >
                {intl.formatMessage(bookingMessages.signInToHold)}
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                disabled={creation.isLoading || audience.kind === 'loading' || network.offline}
                aria-describedby={network.offline ? network.reasonId : undefined}
                onClick={() => void hold()}
              >
                {intl.formatMessage(emergency ? bookingMessages.holdEmergency : bookingMessages.hold)}
              </Button>
            )}
            {!emergency && (
              <Button variant="outlined" size="large" onClick={() => choose({ date: undefined })}>
                {intl.formatMessage(bookingMessages.changeTime)}
              </Button>
            )}
            {network.offline && !isVisitor && <OfflineReason id={network.reasonId} />}
          </Box>
        </>
      )}
    </Box>
  );
}
