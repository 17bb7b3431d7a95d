import { createApi } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo } from './hydration';
import { createReauthBaseQuery, sharedRenewalGate } from './reauth';
import { tagTypes } from './tags';

/** The provider API. Features inject their endpoints from their own `api.ts`. */
export const standardApi = createApi({
  reducerPath: 'api',
  baseQuery: createReauthBaseQuery(sharedRenewalGate),
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) => rehydrationInfo(action, reducerPath),
});
