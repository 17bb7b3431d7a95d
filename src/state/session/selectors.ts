import { createSelector } from '@reduxjs/toolkit';
import { env } from '../../config/env';
import type { RootState } from '../../store/store';
import { sessionApi, type Profile, type ProfileSummary } from './api';

export const selectIsLoggedIn = (state: RootState) => state.session.isLoggedIn;
/** The session's one refresh is deciding whether it goes on (a token that had expired). */
export const selectIsRestoring = (state: RootState) => !!state.session.isRestoring;

export const selectAccessToken = (state: RootState) => state.session.accessToken;

const selectProfileResult = sessionApi.endpoints.getProfile.select();

/** The profile, when logged in and loaded. */
export const selectProfile = (state: RootState): Profile | undefined =>
  state.session.isLoggedIn ? selectProfileResult(state).data : undefined;

const selectSummaryResult = sessionApi.endpoints.getProfileSummary.select();

/**
 * The lighter profile (profile/summary), when logged in and loaded. The shell reads its name and flags from it;
 * the full profile, where a page loaded it, answers until it arrives. Saving the profile refetches both (tags).
 */
export const selectProfileSummary = (state: RootState): ProfileSummary | undefined =>
  state.session.isLoggedIn ? selectSummaryResult(state).data : undefined;

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Spec §4: phone verified and first name, last name, ID number and birth date all present. */
export function isProfileComplete(profile: Profile): boolean {
  return (
    profile.is_mobile_verified === true &&
    present(profile.first_name) &&
    present(profile.last_name) &&
    present(profile.id_number) &&
    present(profile.birth_day)
  );
}

/** Undefined while the profile is not known (no marker shown before it loads). */
export const selectIsProfileComplete = createSelector(
  [selectProfileSummary, selectProfile],
  (summary, profile) =>
    summary ? summary.is_profile_complete : profile ? isProfileComplete(profile) : undefined,
);

export const selectCompanies = createSelector([selectProfile], (profile) => profile?.user.companies ?? []);

export const selectIsEmployee = createSelector(
  [selectProfileSummary, selectCompanies],
  (summary, companies) => summary?.is_employee ?? companies.length > 0,
);

export const selectActiveCompany = createSelector(
  [selectCompanies, (state: RootState) => state.session.activeCompanyIndex],
  (companies, index) => companies[index] ?? companies[0],
);

/** The company B2B calls are made for (their `companyId` / `company_id`): the one chosen in the switcher. */
export const selectActiveCompanyId = (state: RootState): number | undefined => selectActiveCompany(state)?.id;

/** Title and logo for the employee badge; `logoUrl` null ⇒ the default icon. */
export const selectEmployeeCompany = createSelector([selectActiveCompany], (company) =>
  company ? { title: company.title, logoUrl: company.img_url || null } : undefined,
);

export const selectIsSubscriptionActive = (state: RootState) =>
  (selectProfileSummary(state) ?? selectProfile(state))?.is_subscription_active === true;

/** The active subscription and, while it is in its free trial, the trial's end (ISO); undefined without one. */
export const selectSubscription = createSelector([selectProfile], (profile) =>
  profile?.is_subscription_active ? { trialEndsAt: profile.trial_ends_at ?? null } : undefined,
);

/** Business users (the `b2b` flag, or an employee profile) call the business support line. */
export const selectIsBusinessUser = (state: RootState) => state.session.isB2BFlag || selectIsEmployee(state);

export const selectSupportPhone = (state: RootState) =>
  selectIsBusinessUser(state) ? env.supportPhoneB2B : env.supportPhone;

export const selectFullName = (state: RootState) =>
  selectProfileSummary(state)?.full_name ?? selectProfile(state)?.user.full_name ?? null;
