import { standardApi } from '../standardApi';

export interface AppLinkRequest {
  /** E.164, e.g. +34612345678. */
  phone: string;
  calling_code: string;
  /** The language of the SMS: 1 = es, 2 = en. */
  language_id: 1 | 2;
}

/** "Get the app": texts the mobile app's download link (campaign landing); chat consultations run only there. */
export const campaignApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    sendAppLink: build.mutation<{ sent: boolean }, AppLinkRequest>({
      query: (body) => ({ url: 'api/v1/campaign/landing/mobile', method: 'POST', body }),
    }),
  }),
});

export const { useSendAppLinkMutation } = campaignApi;
