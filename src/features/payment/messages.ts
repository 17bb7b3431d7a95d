import { defineMessages } from 'react-intl';

export const paymentMessages = defineMessages({
  title: { id: 'payment.title', defaultMessage: 'Payment' },
});
