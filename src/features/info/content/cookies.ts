import { defineMessages } from 'react-intl';
import type { InfoSection } from '../components/InfoSections';

const m = defineMessages({
  whatTitle: { id: 'cookies.what.title', defaultMessage: 'What cookies are' },
  whatP1: {
    id: 'cookies.what.p1',
    defaultMessage:
      'Cookies are small files a website stores in your browser. Local storage is a similar technology that keeps data on your device. This policy covers both, as required by article 22.2 of the Spanish Information Society Services Act (LSSI-CE).',
  },
  oursTitle: { id: 'cookies.ours.title', defaultMessage: 'What we use' },
  oursP1: {
    id: 'cookies.ours.p1',
    defaultMessage:
      'We only use what is strictly necessary to provide the service you ask for: keeping you signed in and showing the right support line. These technologies are exempt from consent, and we do not use advertising or profiling cookies.',
  },
  thirdTitle: { id: 'cookies.third.title', defaultMessage: 'Third parties' },
  thirdP1: {
    id: 'cookies.third.p1',
    defaultMessage:
      'Our payment page loads our payment processor’s secure card form, which may set its own cookies to prevent fraud. This only happens on the payment page, when you pay.',
  },
  thirdP2: {
    id: 'cookies.third.p2',
    defaultMessage:
      'We may count anonymous usage events, such as a visit to the home page, a change of language or how quickly a page showed and answered, to improve the service. They are sent without cookies and do not identify you.',
  },
  manageTitle: { id: 'cookies.manage.title', defaultMessage: 'How to manage or delete them' },
  manageP1: {
    id: 'cookies.manage.p1',
    defaultMessage:
      'You can delete cookies and local storage from your browser’s settings (Chrome, Firefox, Safari and Edge all offer this under privacy). If you delete them, you will be signed out and will need to log in again.',
  },
  manageP2: {
    id: 'cookies.manage.p2',
    defaultMessage: 'If you have any questions about this policy, write to us at {email}.',
  },
});

/** Cookie policy (LSSI-CE art. 22.2): strictly necessary session storage only. Values: {email}. */
export const cookieSections: InfoSection[] = [
  { id: 'cookies-what', title: m.whatTitle, blocks: [m.whatP1] },
  { id: 'cookies-ours', title: m.oursTitle, blocks: [m.oursP1] },
  { id: 'cookies-third', title: m.thirdTitle, blocks: [m.thirdP1, m.thirdP2] },
  { id: 'cookies-manage', title: m.manageTitle, blocks: [m.manageP1, m.manageP2] },
];
