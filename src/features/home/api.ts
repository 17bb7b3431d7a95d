import { standardApi } from '../../api/standardApi';

export const homeApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    /** "Get the app": texts a download link to a mobile number (campaign landing). */
    sendAppLink: build.mutation<
      { sent: boolean },
      { phone: string; calling_code: string; language_id: 1 | 2 }
    >({
      query: (body) => ({ url: 'api/v1/campaign/landing/mobile', method: 'POST', body }),
    }),
  }),
});

export const { useSendAppLinkMutation } = homeApi;
