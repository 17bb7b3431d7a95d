import { defineMessage, defineMessages } from 'react-intl';

/** In the `money` and `appointments` route catalogs (src/config/routeCatalogs.ts): /invoices and a visit's details. */
export const invoiceFileMessages = {
  ...defineMessages({
    download: { id: 'invoiceFile.download', defaultMessage: 'Invoice (PDF)' },
    downloading: { id: 'invoiceFile.downloading', defaultMessage: 'Downloading…' },
    failed: {
      id: 'invoiceFile.failed',
      defaultMessage: 'The invoice could not be downloaded. Please try again.',
    },
    fileName: { id: 'invoiceFile.fileName', defaultMessage: 'invoice' },
  }),
  downloadFor: defineMessage<{ description: string; date: string }>({
    id: 'invoiceFile.downloadFor',
    defaultMessage: 'Invoice (PDF): {description}, {date}',
  }),
};
