import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  profileTitle: { id: 'profile.title', defaultMessage: 'Personal info' },
});
