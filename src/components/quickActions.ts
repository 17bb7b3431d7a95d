import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The quick actions of spec §1 (home tiles and the header's quick-actions dropdown), in display order. */
export const quickActionIds = [
  'renew',
  'lab-test',
  'allergy',
  'urgent',
  'test-results',
  'referral',
  'chat-language',
  'doctor-online',
] as const;

export type QuickActionId = (typeof quickActionIds)[number];

/**
 * The quick actions that mean "see a doctor now": they start an emergency booking. 'See a doctor online' is
 * not one: it books a video consultation at a time the patient chooses (spec §1 lists 'need urgent' apart).
 */
const NOW_ACTIONS = new Set<QuickActionId>(['urgent']);

/**
 * Spec §2 Header: 'renew' needs a session, so a visitor logs in first (`/login?type=renew`) and a patient goes
 * straight to `/renew`; every other choice starts a booking in the flow's own terms (the provider's names):
 * "now" actions as an emergency, the rest as a booked consultation whose reason is chosen first. Unlocalised.
 */
export function quickActionPath(action: QuickActionId, isLoggedIn: boolean): string {
  if (action === 'renew') return isLoggedIn ? '/renew' : '/login?type=renew';
  return `/doctor_pre_order?appointmentType=${NOW_ACTIONS.has(action) ? 'emergency' : 'booked'}`;
}

const titles = defineMessages({
  renew: { id: 'quickActions.renew.title', defaultMessage: 'Renew my prescription' },
  'lab-test': { id: 'quickActions.labTest.title', defaultMessage: 'Order a lab test' },
  allergy: { id: 'quickActions.allergy.title', defaultMessage: 'Request an allergy test' },
  urgent: { id: 'quickActions.urgent.title', defaultMessage: 'I need a doctor now' },
  'test-results': { id: 'quickActions.testResults.title', defaultMessage: 'Review my test results' },
  referral: { id: 'quickActions.referral.title', defaultMessage: 'Get a referral' },
  'chat-language': {
    id: 'quickActions.chatLanguage.title',
    defaultMessage: 'Talk to a doctor in my language',
  },
  'doctor-online': { id: 'quickActions.doctorOnline.title', defaultMessage: 'See a doctor online' },
});

export const quickActionTitle = (action: QuickActionId): MessageDescriptor => titles[action];

/**
 * The provider's id of general medicine (ids are the stable keys of specialities; slugs follow the language).
 * A general practitioner orders lab and allergy tests, reads results and writes referrals.
 */
export const GENERAL_MEDICINE_SPECIALITY_ID = 2;

const actionSpecialities: Partial<Record<QuickActionId, number>> = {
  'lab-test': GENERAL_MEDICINE_SPECIALITY_ID,
  allergy: GENERAL_MEDICINE_SPECIALITY_ID,
  'test-results': GENERAL_MEDICINE_SPECIALITY_ID,
  referral: GENERAL_MEDICINE_SPECIALITY_ID,
};

/**
 * Where a home tile leads: booking with its speciality chosen when one fits (`?specialityId=`, the booking
 * URL contract), otherwise the quick action's own path (renew, urgent care, any doctor).
 */
export function quickActionTarget(action: QuickActionId, isLoggedIn: boolean): string {
  const specialityId = actionSpecialities[action];
  return specialityId === undefined
    ? quickActionPath(action, isLoggedIn)
    : `/doctor_pre_order?specialityId=${specialityId}`;
}
