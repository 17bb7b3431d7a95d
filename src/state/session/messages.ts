import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  profileFailed: { id: 'session.profileFailed', defaultMessage: 'Something went wrong. Please try again' },
});
