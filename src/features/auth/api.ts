import { LOGIN_MODAL_STATUS } from '../../api/baseQuery';
import { standardApi } from '../../api/standardApi';

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
}

/** Sign in by phone (E.164 number plus its calling code) or e-mail; `type: 'b2b'` for a company e-mail. */
export type RegisterRequest = (
  | { phone: string; calling_code: string; email?: never }
  | { email: string; phone?: never; calling_code?: never }
) & {
  privacy_policy_accepted: true;
  /** The version of the provider's privacy policy the user was shown (pwa/policies); omitted when unknown. */
  privacy_policy_version?: string;
  language_id: 1 | 2;
  type?: 'standard' | 'b2b';
};

export interface RegisterResponse {
  /** Where the one-time code went. */
  channel: 'sms' | 'email';
  is_new_user: boolean;
  /** Seconds before another code may be requested. */
  resend_after_seconds: number;
}

export type VerifyCodeRequest = ({ phone: string; calling_code: string } | { email: string }) & {
  code: string;
  type?: 'standard' | 'b2b';
};

export interface VerifyCodeResponse extends AuthTokens {
  is_new_user: boolean;
  /** The account has no verified phone yet: ask for one (add-mobile-no). */
  needs_mobile: boolean;
}

export interface AddMobileRequest {
  /** E.164, e.g. +34612345678. */
  phone: string;
  calling_code: string;
}

/** Not verified yet ⇒ a code went to the number by SMS; it is checked with verifyMobileCode. */
export interface AddMobileResponse {
  is_mobile_verified: boolean;
  /** Seconds before another code may be requested (when one was sent). */
  resend_after_seconds?: number;
}

export const authApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'api/v1/auth/register', method: 'POST', body }),
    }),
    registerGoogle: build.mutation<
      AuthTokens & { is_new_user: boolean },
      { credential: string; privacy_policy_accepted: true; privacy_policy_version?: string }
    >({ query: (body) => ({ url: 'api/v1/auth/register-google', method: 'POST', body }) }),
    /** Sign-in: the normal flow, so no bearer (spec §6). */
    verifyCode: build.mutation<VerifyCodeResponse, VerifyCodeRequest>({
      query: (body) => ({ url: 'api/v1/auth/verify-code', method: 'POST', body }),
    }),
    loginToken: build.mutation<AuthTokens, { token: string }>({
      query: (body) => ({ url: 'api/v1/auth/login-token', method: 'POST', body }),
    }),
    addMobileNumber: build.mutation<AddMobileResponse, AddMobileRequest>({
      query: (body) => ({ url: 'api/v1/user/add-mobile-no', method: 'POST', body }),
      invalidatesTags: ['Profile', 'ProfileSummary'],
    }),
    /**
     * The code sent to a signed-in patient's new number: verify-code from the login modal (spec §6), so it
     * carries `status: loginModal` and the bearer, and answers with the phone's state rather than new tokens.
     */
    verifyMobileCode: build.mutation<{ is_mobile_verified: boolean }, AddMobileRequest & { code: string }>({
      query: (body) => ({
        url: 'api/v1/auth/verify-code',
        method: 'POST',
        body,
        headers: { status: LOGIN_MODAL_STATUS },
      }),
      invalidatesTags: ['Profile', 'ProfileSummary'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useRegisterGoogleMutation,
  useVerifyCodeMutation,
  useLoginTokenMutation,
  useAddMobileNumberMutation,
  useVerifyMobileCodeMutation,
} = authApi;
