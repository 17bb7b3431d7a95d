import { defineMessages } from 'react-intl';

export const financeMessages = defineMessages({
  invoicesTitle: { id: 'invoices.title', defaultMessage: 'Payments and invoices' },
});
