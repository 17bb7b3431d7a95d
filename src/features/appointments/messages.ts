import { defineMessage, defineMessages } from 'react-intl';

export const appointmentsMessages = defineMessages({
  appointmentsTitle: { id: 'appointments.title', defaultMessage: 'My appointments' },
  appointmentDetailTitle: { id: 'appointmentDetail.title', defaultMessage: 'Appointment details' },
  waitingTitle: { id: 'waiting.title', defaultMessage: 'Waiting room' },
  retry: { id: 'appointments.retry', defaultMessage: 'Try again' },
});

export const listMessages = defineMessages({
  tabsLabel: { id: 'appointments.tabs.label', defaultMessage: 'Your appointments' },
  upcomingTab: { id: 'appointments.tabs.upcoming', defaultMessage: 'Upcoming' },
  historyTab: { id: 'appointments.tabs.history', defaultMessage: 'History' },
  loading: { id: 'appointments.list.loading', defaultMessage: 'Loading your appointments' },
  upcomingEmpty: {
    id: 'appointments.list.upcomingEmpty',
    defaultMessage: 'You have no upcoming appointments.',
  },
  historyEmpty: {
    id: 'appointments.list.historyEmpty',
    defaultMessage: 'Your past visits will appear here.',
  },
  findSpecialist: { id: 'appointments.list.findSpecialist', defaultMessage: 'Find a specialist' },
  upcomingFailed: {
    id: 'appointments.list.upcomingFailed',
    defaultMessage: 'We could not load your upcoming appointments.',
  },
  historyFailed: {
    id: 'appointments.list.historyFailed',
    defaultMessage: 'We could not load your past appointments.',
  },
});

export const followUpMessages = defineMessages({
  title: { id: 'appointments.followUps.title', defaultMessage: 'Follow-ups your doctors suggest' },
  empty: { id: 'appointments.followUps.empty', defaultMessage: 'No doctor has suggested a follow-up.' },
  failed: {
    id: 'appointments.followUps.failed',
    defaultMessage: 'We could not load the follow-ups your doctors suggested.',
  },
  loading: { id: 'appointments.followUps.loading', defaultMessage: 'Loading follow-up requests' },
  accept: { id: 'appointments.followUps.accept', defaultMessage: 'Book this follow-up' },
  reject: { id: 'appointments.followUps.reject', defaultMessage: 'No, thanks' },
  rejectTitle: { id: 'appointments.followUps.rejectTitle', defaultMessage: 'Decline this follow-up?' },
  rejectKeep: { id: 'appointments.followUps.rejectKeep', defaultMessage: 'Keep it' },
  rejectConfirm: { id: 'appointments.followUps.rejectConfirm', defaultMessage: 'Decline follow-up' },
  rejectFailed: {
    id: 'appointments.followUps.rejectFailed',
    defaultMessage: 'We could not decline the follow-up. Please try again.',
  },
  rejected: { id: 'appointments.followUps.rejected', defaultMessage: 'Follow-up declined.' },
  closeRejected: { id: 'appointments.followUps.closeRejected', defaultMessage: 'Close' },
});

export const followUpProposed = defineMessage<{ when: string }>({
  id: 'appointments.followUps.proposed',
  defaultMessage: 'Suggested for {when}',
});

export const followUpRejectBody = defineMessage<{ doctor: string }>({
  id: 'appointments.followUps.rejectBody',
  defaultMessage:
    '{doctor} will know you do not want this follow-up. You can still book a visit with them whenever you like.',
});

export const followUpAcceptLabel = defineMessage<{ doctor: string }>({
  id: 'appointments.followUps.acceptLabel',
  defaultMessage: 'Book this follow-up with {doctor}',
});

export const followUpRejectLabel = defineMessage<{ doctor: string }>({
  id: 'appointments.followUps.rejectLabel',
  defaultMessage: 'No, thanks: decline the follow-up with {doctor}',
});

export const followUpPrice = defineMessage<{ price: string }>({
  id: 'appointments.followUps.price',
  defaultMessage: 'Price: {price}',
});
