import { defineMessages } from 'react-intl';

export const bookingMessages = defineMessages({
  preOrderTitle: { id: 'preOrder.title', defaultMessage: 'Book a consultation' },
});
