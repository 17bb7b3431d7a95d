import { standardApi } from '../../api/standardApi';
import type { RefreshResponse } from '../../lib/tokenRenewal';

export interface Company {
  id: number;
  title: string;
  img_url: string | null;
  /** `covered`: the company pays every consultation; `subscription`: its trial plan, once the employee starts it. */
  plan?: 'covered' | 'subscription';
}

/** Spec §3 Profile. Dates are ISO `YYYY-MM-DD`. */
export interface Profile {
  user_id: number;
  user: {
    full_name: string | null;
    email: string | null;
    phone: string | null;
    /** Present and non-empty ⇒ a B2B employee; the first entry is the default company. */
    companies?: Company[] | null;
  };
  is_mobile_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  id_number: string | null;
  birth_day: string | null;
  is_subscription_active: boolean;
  /** While a subscription is active: when its free trial ends (in the past once the monthly plan runs). */
  trial_ends_at?: string | null;
  preferred_language_id?: 1 | 2;
}

/** The lighter profile of `profile/summary`. */
export interface ProfileSummary {
  user_id: number;
  full_name: string | null;
  is_profile_complete: boolean;
  is_subscription_active: boolean;
  is_employee: boolean;
}

/**
 * profile/update, shared by the sign-in name step and the profile page. Fields left out stay as they are; null
 * clears an optional one.
 */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  /** Spanish DNI or NIE, upper case, with its check letter. */
  id_number?: string | null;
  /** YYYY-MM-DD; the patient is 18 or older. */
  birth_day?: string | null;
  email?: string | null;
}

export interface PreferredLanguage {
  language_id: 1 | 2;
}

/** Session-wide calls: refresh, logout, the profile (read and update) and the preferred language. */
export const sessionApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    refresh: build.mutation<RefreshResponse, { refresh_token: string }>({
      query: (body) => ({ url: 'api/v1/auth/refresh', method: 'POST', body }),
    }),
    logout: build.mutation<{ success: boolean }, { token: string }>({
      query: (body) => ({ url: 'api/v1/auth/logout', method: 'POST', body }),
    }),
    getProfile: build.query<Profile, void>({
      query: () => 'api/v1/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: 'api/v1/profile/update', method: 'POST', body }),
      invalidatesTags: ['Profile', 'ProfileSummary'],
    }),
    getProfileSummary: build.query<ProfileSummary, void>({
      query: () => 'api/v1/profile/summary',
      providesTags: ['ProfileSummary'],
    }),
    getPreferredLanguage: build.query<PreferredLanguage, void>({
      query: () => 'api/v1/profile/preferred-language',
      providesTags: ['PreferredLanguage'],
    }),
    updatePreferredLanguage: build.mutation<PreferredLanguage, PreferredLanguage>({
      query: (body) => ({ url: 'api/v1/profile/preferred-language', method: 'PUT', body }),
      invalidatesTags: ['PreferredLanguage'],
    }),
    /** Cancel subscription (profile menu): the spec leaves the call open; we use disable-subscription. */
    disableSubscription: build.mutation<{ is_subscription_active: boolean }, void>({
      query: () => ({ url: 'api/v1/user/subscription/disable-subscription', method: 'PUT', body: {} }),
      invalidatesTags: ['Profile', 'ProfileSummary', 'Subscription'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetProfileSummaryQuery,
  useUpdateProfileMutation,
  useGetPreferredLanguageQuery,
  useUpdatePreferredLanguageMutation,
  useLogoutMutation,
  useDisableSubscriptionMutation,
} = sessionApi;
