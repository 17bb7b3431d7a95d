import { defineMessages } from 'react-intl';
import type { InfoSection } from '../components/InfoSections';

const m = defineMessages({
  helpTitle: { id: 'contact.help.title', defaultMessage: 'How we can help' },
  helpItem1: {
    id: 'contact.help.item1',
    defaultMessage: 'Questions about an appointment, a payment, an invoice or your balance.',
  },
  helpItem2: {
    id: 'contact.help.item2',
    defaultMessage: 'Problems signing in or joining a video consultation.',
  },
  helpItem3: { id: 'contact.help.item3', defaultMessage: 'Requests about your personal data.' },
  helpP1: {
    id: 'contact.help.p1',
    defaultMessage:
      'If you cancel an appointment, our support team calls you back in about 15 minutes to help you rebook.',
  },
  medicalTitle: { id: 'contact.medical.title', defaultMessage: 'Medical questions' },
  medicalP1: {
    id: 'contact.medical.p1',
    defaultMessage:
      'Our support team cannot give medical advice. For that, book a consultation or write to a specialist by chat in our mobile app: they answer within 3 hours.',
  },
  medicalP2: { id: 'contact.medical.p2', defaultMessage: '<b>In an emergency, call 112.</b>' },
});

/** Contact us: what support helps with; medical questions go to a consultation (or 112). */
export const contactSections: InfoSection[] = [
  {
    id: 'contact-help',
    title: m.helpTitle,
    blocks: [{ list: [m.helpItem1, m.helpItem2, m.helpItem3] }, m.helpP1],
  },
  { id: 'contact-medical', title: m.medicalTitle, blocks: [m.medicalP1, m.medicalP2] },
];
