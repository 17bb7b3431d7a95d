import { standardApi } from '../../api/standardApi';
import type { Profile } from '../../state/session/api';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  /** Spanish DNI or NIE, upper case, with its check letter. */
  id_number: string;
  /** YYYY-MM-DD; the patient is 18 or older. */
  birth_day: string;
  email: string | null;
}

export const profileApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: 'api/v1/profile/update', method: 'POST', body }),
      invalidatesTags: ['Profile', 'ProfileSummary'],
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
