import { defineMessage, defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  productName: { id: 'app.productName', defaultMessage: 'Telehealth' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to main content' },
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  close: { id: 'app.close', defaultMessage: 'close' },
  errorButton: { id: 'ErrorBtnText', defaultMessage: 'Back to the home page' },
  genericError: { id: 'app.genericError', defaultMessage: 'Something went wrong. Please try again' },
  retry: { id: 'app.retry', defaultMessage: 'Try again' },
});

export const documentTitleMessage = defineMessage<{ page: string }>({
  id: 'app.documentTitle',
  defaultMessage: '{page} · Telehealth',
});
