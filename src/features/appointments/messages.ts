import { defineMessages } from 'react-intl';

export const appointmentsMessages = defineMessages({
  appointmentsTitle: { id: 'appointments.title', defaultMessage: 'My appointments' },
  appointmentDetailTitle: { id: 'appointmentDetail.title', defaultMessage: 'Appointment details' },
  waitingTitle: { id: 'waiting.title', defaultMessage: 'Waiting room' },
});
