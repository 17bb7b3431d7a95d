import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  loginTitle: { id: 'login.title', defaultMessage: 'Log in' },
  b2bLoginTitle: { id: 'b2bLogin.title', defaultMessage: 'Employee login' },
});
