import { defineMessages } from 'react-intl';

/** The spec's words (§ texts in copy) for an emergency refused because another appointment is active. */
export const activeAppointmentMessages = defineMessages({
  title: { id: 'activeAppointment.title', defaultMessage: 'You have an active Appointment' },
  body: {
    id: 'activeAppointment.body',
    defaultMessage: "Can't Use Emergency Call During Appointment",
  },
  goTo: { id: 'activeAppointment.goTo', defaultMessage: 'Go to your appointment' },
});
