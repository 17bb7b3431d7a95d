import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import type { PreOrder } from '../../../api/shared/preOrders';
import { formatMoney } from '../../../components/money';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { ZonedDateTime, useZoneName } from '../../../components/ZonedDateTime';
import type { OrderSummary, Payment } from '../api';
import { doneMessages } from '../payMessages';
import { AddToCalendarButton } from './AddToCalendarButton';
import { DEFAULT_ZONE } from './ConsultationSummary';
import { OrderBreakdown } from './OrderBreakdown';
import { useFocusOnMount } from './useFocusOnMount';

/** Paid: the appointment, what was charged, a calendar file, and where to go next. */
export function PaymentConfirmation({
  payment,
  preOrder,
  doctor,
  summary,
  company,
}: {
  payment: Payment;
  preOrder: PreOrder;
  doctor?: AvailableDoctor;
  /** The order as it was paid on this page (absent when it was paid elsewhere). */
  summary?: OrderSummary;
  company?: string;
}) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const zoneName = useZoneName();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const appointmentId = payment.appointment_id;
  const emergency = preOrder.appointment_type === 'emergency';
  const zone = preOrder.time_zone ?? DEFAULT_ZONE;
  const doctorName = doctor?.full_name ?? '';
  const detail = `/appointments-detail?id=${appointmentId}`;
  const when = preOrder.start_at
    ? intl.formatDate(preOrder.start_at, {
        timeZone: zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-done"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <CheckCircle aria-hidden="true" sx={{ color: 'success.main', fontSize: 40 }} />
        <Typography id="payment-done" ref={heading} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
          <FormattedMessage {...(emergency ? doneMessages.emergencyTitle : doneMessages.title)} />
        </Typography>
      </Box>
      {doctorName && (
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage {...doneMessages.withDoctor} values={{ doctor: doctorName }} />
        </Typography>
      )}
      {preOrder.start_at ? (
        <Typography sx={{ mb: 1 }}>
          <ZonedDateTime value={preOrder.start_at} zone={zone} />
        </Typography>
      ) : (
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage {...doneMessages.emergencyBody} />
        </Typography>
      )}
      {summary && (
        // What paid for it, line by line: the voucher, the bundle, the balance, the company, then the card.
        <Box sx={{ maxWidth: 420, mb: 1 }}>
          <OrderBreakdown summary={summary} company={company} charged={payment.amount} />
        </Box>
      )}
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {payment.amount.amount === 0 ? (
          <FormattedMessage {...doneMessages.nothingCharged} />
        ) : (
          // Paid in another tab (or before a reload): the order's lines are gone with it, the charge is known.
          !summary && (
            <FormattedMessage {...doneMessages.paid} values={{ amount: formatMoney(intl, payment.amount) }} />
          )
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {emergency ? (
          <Button component={RouterLink} to={localized(`/waiting?id=${appointmentId}`)} variant="contained">
            <FormattedMessage {...doneMessages.waitingRoom} />
          </Button>
        ) : (
          <Button component={RouterLink} to={localized(detail)} variant="contained">
            <FormattedMessage {...doneMessages.viewAppointment} />
          </Button>
        )}
        {preOrder.start_at && appointmentId !== null && (
          <AddToCalendarButton
            event={{
              appointmentId,
              startAt: preOrder.start_at,
              endAt: preOrder.end_at ?? preOrder.start_at,
              title: intl.formatMessage(doneMessages.calendarTitle, { doctor: doctorName }),
              description: intl.formatMessage(doneMessages.calendarDescription, {
                time: `${when} (${zoneName(zone, preOrder.start_at)})`,
                url: new URL(localized(detail), window.location.origin).href,
              }),
              url: new URL(localized(detail), window.location.origin).href,
            }}
          />
        )}
        <Button component={RouterLink} to={localized('/appointments')}>
          <FormattedMessage {...doneMessages.allAppointments} />
        </Button>
      </Box>
    </Paper>
  );
}
