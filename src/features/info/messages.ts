import { defineMessages } from 'react-intl';

export const infoMessages = defineMessages({
  aboutUsTitle: { id: 'aboutUs.title', defaultMessage: 'About us' },
  contactUsTitle: { id: 'contactUs.title', defaultMessage: 'Contact us' },
  cookiePolicyTitle: { id: 'cookiePolicy.title', defaultMessage: 'Cookie policy' },
  privacyPolicyTitle: { id: 'privacyPolicy.title', defaultMessage: 'Privacy policy' },
  onThisPage: { id: 'info.onThisPage', defaultMessage: 'On this page' },
});
