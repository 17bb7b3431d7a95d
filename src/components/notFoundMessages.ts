import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Oops! Page Not Found' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
});
