import { createApi } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo } from './hydration';
import { createReauthBaseQuery, sharedRenewalGate } from './reauth';
import { tagTypes } from './tags';

/** The business (employee) variants of spec §7; same host, same headers, same renewal gate. */
export const b2bApi = createApi({
  reducerPath: 'b2bApi',
  baseQuery: createReauthBaseQuery(sharedRenewalGate),
  tagTypes,
  endpoints: () => ({}),
  extractRehydrationInfo: (action, { reducerPath }) => rehydrationInfo(action, reducerPath),
});
