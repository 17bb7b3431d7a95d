import { defineMessages } from 'react-intl';

export const subscriptionMessages = defineMessages({
  confirmTitle: { id: 'subscription.cancel.title', defaultMessage: 'Cancel your subscription?' },
  confirmBody: {
    id: 'subscription.cancel.body',
    defaultMessage:
      'Your plan will not renew and you will no longer be charged each month. Consultations you have already booked are not affected.',
  },
  keep: { id: 'subscription.cancel.keep', defaultMessage: 'Keep my subscription' },
  confirm: { id: 'subscription.cancel.confirm', defaultMessage: 'Cancel subscription' },
  cancelling: { id: 'subscription.cancel.cancelling', defaultMessage: 'Cancelling…' },
  done: { id: 'subscription.cancel.done', defaultMessage: 'Your subscription has been cancelled.' },
  failed: {
    id: 'subscription.cancel.failed',
    defaultMessage: 'Unfortunately, there was something wrong with the cancellation. Please try again later.',
  },
  close: { id: 'subscription.cancel.close', defaultMessage: 'Close' },
});
