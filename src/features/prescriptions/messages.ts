import { defineMessages } from 'react-intl';

export const prescriptionsMessages = defineMessages({
  renewTitle: { id: 'renew.title', defaultMessage: 'Renew my prescription' },
});
