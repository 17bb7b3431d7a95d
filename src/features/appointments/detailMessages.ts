import { defineMessage, defineMessages } from 'react-intl';

export const detailMessages = defineMessages({
  loading: { id: 'appointments.detail.loading', defaultMessage: 'Loading the appointment' },
  failed: { id: 'appointments.detail.failed', defaultMessage: 'We could not load this appointment.' },
  when: { id: 'appointments.detail.when', defaultMessage: 'Date and time' },
  status: { id: 'appointments.detail.status', defaultMessage: 'Status' },
  price: { id: 'appointments.detail.price', defaultMessage: 'Price' },
  payment: { id: 'appointments.detail.payment', defaultMessage: 'Payment' },
  backToList: { id: 'appointments.detail.backToList', defaultMessage: 'All my appointments' },
  joinTitle: { id: 'appointments.detail.joinTitle', defaultMessage: 'Your session is about to start' },
  joinInProgress: { id: 'appointments.detail.joinInProgress', defaultMessage: 'Your session is in progress' },
  join: { id: 'appointments.detail.join', defaultMessage: 'Go to the waiting room' },
  noteTitle: { id: 'appointments.detail.noteTitle', defaultMessage: 'A note for your doctor' },
  noteLabel: {
    id: 'appointments.detail.noteLabel',
    defaultMessage: 'What should your doctor know before the visit?',
  },
  noteSaving: { id: 'appointments.detail.noteSaving', defaultMessage: 'Saving…' },
  noteSaved: { id: 'appointments.detail.noteSaved', defaultMessage: 'Saved' },
  noteFailed: {
    id: 'appointments.detail.noteFailed',
    defaultMessage: 'Not saved yet. Your text is still here.',
  },
  noteRetry: { id: 'appointments.detail.noteRetry', defaultMessage: 'Save now' },
  noteReadOnlyEmpty: {
    id: 'appointments.detail.noteReadOnlyEmpty',
    defaultMessage: 'You left no note for this visit.',
  },
  shareTitle: { id: 'appointments.detail.shareTitle', defaultMessage: 'Your prescription' },
  shareShared: {
    id: 'appointments.detail.shareShared',
    defaultMessage: 'Your prescription is shared with the doctor of this visit.',
  },
  shareNone: {
    id: 'appointments.detail.shareNone',
    defaultMessage: 'You have no prescription to share yet.',
  },
  shareRenew: { id: 'appointments.detail.shareRenew', defaultMessage: 'Renew a prescription' },
  shareFailed: {
    id: 'appointments.detail.shareFailed',
    defaultMessage: 'We could not share your prescription. Please try again.',
  },
  prescriptionFailed: {
    id: 'appointments.detail.prescriptionFailed',
    defaultMessage: 'We could not check your prescription.',
  },
  cancelTitle: { id: 'appointments.detail.cancelTitle', defaultMessage: 'Cancel this appointment' },
  cancelIntro: {
    id: 'appointments.detail.cancelIntro',
    defaultMessage:
      'You can cancel until the session starts. We show you the refund before anything happens.',
  },
  cancelOpen: { id: 'appointments.detail.cancelOpen', defaultMessage: 'Cancel appointment' },
  reviewed: {
    id: 'appointments.detail.reviewed',
    defaultMessage: 'You have reviewed this visit. Thank you!',
  },
});

export const noteLength = defineMessage<{ count: number; max: number }>({
  id: 'appointments.detail.noteLength',
  defaultMessage: '{count} of {max} characters',
});

export const shareButton = defineMessage<{ doctor: string }>({
  id: 'appointments.detail.shareButton',
  defaultMessage: 'Share my prescription with {doctor}',
});

export const paymentParts = defineMessage<{ card: string; balance: string }>({
  id: 'appointments.detail.paymentParts',
  defaultMessage: '{card} by card and {balance} from your balance',
});
