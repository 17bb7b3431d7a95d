import { defineMessage, defineMessages } from 'react-intl';

export const appLinkMessages = {
  ...defineMessages({
    title: { id: 'appLink.title', defaultMessage: 'Chat with a doctor in our app' },
    lead: {
      id: 'appLink.lead',
      defaultMessage:
        'Chat consultations run only in our mobile app: write to a specialist in your language and get an answer within 3 hours.',
    },
    formIntro: {
      id: 'appLink.formIntro',
      defaultMessage: 'On your computer? We will text the download link to your mobile.',
    },
    send: { id: 'appLink.send', defaultMessage: 'Text me the link' },
    sendAnother: { id: 'appLink.sendAnother', defaultMessage: 'Send it to another number' },
    stores: { id: 'appLink.stores', defaultMessage: 'Or download it from your app store:' },
    open: { id: 'appLink.open', defaultMessage: 'Get the link by SMS' },
    close: { id: 'appLink.close', defaultMessage: 'Close' },
    phoneRequired: { id: 'appLink.phoneRequired', defaultMessage: 'Enter your mobile number' },
    phoneInvalid: { id: 'appLink.phoneInvalid', defaultMessage: 'Invalid Number' },
    tooMany: {
      id: 'appLink.tooMany',
      defaultMessage: 'This number has had the link several times already. Try again in an hour.',
    },
    networkError: {
      id: 'appLink.networkError',
      defaultMessage: 'We could not reach the service. Check your connection and try again.',
    },
    failed: { id: 'appLink.failed', defaultMessage: 'The link could not be sent. Please try again.' },
    appStoreLine1: { id: 'appLink.appStore.line1', defaultMessage: 'Download on the' },
    appStoreLine2: { id: 'appLink.appStore.line2', defaultMessage: 'App Store' },
    playStoreLine1: { id: 'appLink.playStore.line1', defaultMessage: 'Get it on' },
    playStoreLine2: { id: 'appLink.playStore.line2', defaultMessage: 'Google Play' },
  }),
  sent: defineMessage<{ phone: string }>({
    id: 'appLink.sent',
    defaultMessage: 'Link sent to {phone}. Open the SMS on your phone to install the app.',
  }),
};
