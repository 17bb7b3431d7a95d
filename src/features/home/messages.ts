import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  homeTitle: { id: 'home.title', defaultMessage: 'Online doctor consultations' },
});
