import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { QuickActionId } from '../../../components/quickActions';

/** Spec §1: each home tile's description (the header's dropdown shows titles only). */
export const tileDescriptions: Record<QuickActionId, MessageDescriptor> = defineMessages({
  renew: {
    id: 'home.tile.renew',
    defaultMessage: 'Send a photo of your prescription and a doctor renews it if it is safe to do so.',
  },
  'lab-test': {
    id: 'home.tile.labTest',
    defaultMessage: 'A doctor assesses what you need and issues the lab test request.',
  },
  allergy: {
    id: 'home.tile.allergy',
    defaultMessage: 'Talk about your symptoms and get the right allergy test prescribed.',
  },
  urgent: {
    id: 'home.tile.urgent',
    defaultMessage: 'Video call with the first available doctor, without an appointment.',
  },
  'test-results': {
    id: 'home.tile.testResults',
    defaultMessage: 'Have a doctor explain your results and the next steps.',
  },
  referral: {
    id: 'home.tile.referral',
    defaultMessage: 'Get a referral to a specialist after a consultation.',
  },
  'chat-language': {
    id: 'home.tile.chatLanguage',
    defaultMessage: 'Write to a specialist in our mobile app, in Spanish, English and other languages.',
  },
  'doctor-online': {
    id: 'home.tile.doctorOnline',
    defaultMessage: 'Book a video consultation with a specialist at a time that suits you.',
  },
});
