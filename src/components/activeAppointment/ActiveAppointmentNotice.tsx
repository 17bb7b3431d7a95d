import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../useLocalizedPath';
import { activeAppointmentMessages } from './messages';

interface ActiveAppointmentNoticeProps {
  /** The active appointment, when known: the link opens its details; otherwise the appointments list. */
  appointmentId: number | null | undefined;
  /** A line of the screen's own below the spec's text (the payment page says nothing was charged). */
  children?: ReactNode;
  /** It replaces the control the patient used (Pay, Continue): focus moves to it, so it is read out. */
  focusOnMount?: boolean;
}

/**
 * 'You have an active Appointment' / "Can't Use Emergency Call During Appointment" with a link to that
 * appointment: booking (the emergency step and holding) and payment (the provider's 409 `active_appointment`).
 */
export function ActiveAppointmentNotice({
  appointmentId,
  children,
  focusOnMount,
}: ActiveAppointmentNoticeProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const localized = useLocalizedPath();
  const to = appointmentId ? `/appointments-detail?id=${appointmentId}` : '/appointments';
  return (
    <Alert severity="warning" role="alert" ref={ref} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      <AlertTitle>{intl.formatMessage(activeAppointmentMessages.title)}</AlertTitle>
      {intl.formatMessage(activeAppointmentMessages.body)}
      {children}
      {/* Below the text, not in the alert's action column: on a phone that column squeezes it to two lines. */}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={localized(to)} variant="outlined" color="inherit" size="small">
          {intl.formatMessage(activeAppointmentMessages.goTo)}
        </Button>
      </Box>
    </Alert>
  );
}
