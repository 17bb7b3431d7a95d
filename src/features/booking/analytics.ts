import { trackEvent } from '../../state/analytics/trackEvent';

/** Spec §7 Other traffic: the wizard's analytics event (with the page and language, behind the guard). */
export const wizardCompleted = (properties: {
  form_id: number;
  wizard_response_id: number;
  speciality_id: number;
}) => trackEvent('wizard', { ...properties, step: 'completed' });
