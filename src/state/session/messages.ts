import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  profileFailed: { id: 'session.profileFailed', defaultMessage: 'Something went wrong. Please try again' },
  serviceUnreachable: {
    id: 'session.serviceUnreachable',
    defaultMessage: 'We could not reach the service. Check your connection and try again.',
  },
});
