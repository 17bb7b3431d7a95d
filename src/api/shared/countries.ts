import { standardApi } from '../standardApi';

export interface CallingCodeCountry {
  id: number;
  name: string;
  iso_code: string;
  calling_code: string;
}

/** The calling codes of the phone field (sign-in, adding a phone, the app link by SMS). */
export const countriesApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getCallingCodeCountries: build.query<{ country_list: CallingCodeCountry[] }, void>({
      query: () => 'api/v1/auth/calling-code-countries',
    }),
  }),
});

export const { useGetCallingCodeCountriesQuery } = countriesApi;
