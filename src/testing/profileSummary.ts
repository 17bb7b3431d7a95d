import type { Profile, ProfileSummary } from '../state/session/api';
import { isProfileComplete } from '../state/session/selectors';

/** profile/summary as the provider derives it from a profile (tests' local providers answer both). */
export const summaryOf = (profile: Profile): ProfileSummary => ({
  user_id: profile.user_id,
  full_name: profile.user.full_name,
  is_profile_complete: isProfileComplete(profile),
  is_subscription_active: profile.is_subscription_active,
  is_employee: (profile.user.companies ?? []).length > 0,
});
