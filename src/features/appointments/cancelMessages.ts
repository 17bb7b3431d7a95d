import { defineMessage, defineMessages } from 'react-intl';

export const cancelMessages = defineMessages({
  title: { id: 'appointments.cancel.title', defaultMessage: 'Cancel the appointment' },
  reasonsLegend: { id: 'appointments.cancel.reasonsLegend', defaultMessage: 'Why are you cancelling?' },
  reasonsLoading: { id: 'appointments.cancel.reasonsLoading', defaultMessage: 'Loading the reasons' },
  reasonsFailed: {
    id: 'appointments.cancel.reasonsFailed',
    defaultMessage: 'We could not load the reasons. Please try again.',
  },
  reasonRequired: { id: 'appointments.cancel.reasonRequired', defaultMessage: 'Choose a reason' },
  commentLabel: { id: 'appointments.cancel.commentLabel', defaultMessage: 'Anything else? (optional)' },
  continue: { id: 'appointments.cancel.continue', defaultMessage: 'Continue' },
  keep: { id: 'appointments.cancel.keep', defaultMessage: 'Keep my appointment' },
  back: { id: 'appointments.cancel.back', defaultMessage: 'Back' },
  confirm: { id: 'appointments.cancel.confirm', defaultMessage: 'Cancel appointment' },
  cancelling: { id: 'appointments.cancel.cancelling', defaultMessage: 'Cancelling…' },
  bundleBack: {
    id: 'appointments.cancel.bundleBack',
    defaultMessage: 'The meeting goes back to your bundle, to use for another visit.',
  },
  nothingBack: {
    id: 'appointments.cancel.nothingBack',
    defaultMessage: 'You paid nothing for this visit, so there is nothing to refund.',
  },
  balanceUse: {
    id: 'appointments.cancel.balanceUse',
    defaultMessage: 'Your balance pays for your next visits at checkout.',
  },
  failed: {
    id: 'appointments.cancel.failed',
    defaultMessage: 'We could not cancel your appointment. Please try again.',
  },
  offline: {
    id: 'appointments.cancel.offline',
    defaultMessage: 'No connection: your appointment was not cancelled. Try again when you are back online.',
  },
  tooLate: {
    id: 'appointments.cancel.tooLate',
    defaultMessage: 'This appointment can no longer be cancelled: its session has started.',
  },
  doneTitle: { id: 'appointments.cancel.doneTitle', defaultMessage: 'Your appointment is cancelled' },
  supportCall: {
    id: 'appointments.cancel.supportCall',
    defaultMessage: 'Our support team will call you in about 15 minutes.',
  },
});

export const refundToBalance = defineMessage<{ amount: string }>({
  id: 'appointments.cancel.refundToBalance',
  defaultMessage: 'We will refund {amount} to your balance.',
});

export const refunded = defineMessage<{ amount: string }>({
  id: 'appointments.cancel.refunded',
  defaultMessage: '{amount} is back in your balance.',
});

export const cancelSummary = defineMessage<{ doctor: string; when: string }>({
  id: 'appointments.cancel.summary',
  defaultMessage: 'You are cancelling your visit with {doctor} on {when}.',
});

export const cancelReason = defineMessage<{ reason: string }>({
  id: 'appointments.cancel.reason',
  defaultMessage: 'Reason: {reason}',
});
