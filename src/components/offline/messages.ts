import { defineMessage, defineMessages } from 'react-intl';

export const offlineMessages = defineMessages({
  banner: { id: 'offline.banner', defaultMessage: 'You are offline.' },
  needsNetwork: {
    id: 'offline.needsNetwork',
    defaultMessage: 'This needs a connection: it comes back by itself when you are online again.',
  },
});

export const offlineAsOf = defineMessage<{ time: string }>({
  id: 'offline.bannerAsOf',
  defaultMessage: 'You are offline: shown as of {time}.',
});
