import { OFFLINE_CACHES, OFFLINE_READ_ENDPOINTS, offlineCopyKey, STORED_AT_HEADER } from '../config/offline';
import { env } from '../config/env';
import { patientOf } from '../lib/patientOf';
import type { AppStore } from '../store/store';

interface CachedQuery {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/**
 * A signed-in page the server rendered arrives with the patient's visits, which the browser did not ask for: it
 * keeps them for reading offline as the service worker keeps what the browser asks for (src/sw/sw.ts): per
 * patient and language, stamped with when they were fetched. Nothing without a session.
 */
export async function keepOfflineCopies(store: AppStore): Promise<void> {
  if (!('caches' in window)) return;
  const { session, language, api } = store.getState();
  const patient = session.accessToken ? patientOf(`Bearer ${session.accessToken}`) : null;
  if (patient === null) return;
  const copies = Object.values(api.queries as Record<string, CachedQuery | undefined>).flatMap((query) => {
    const path = query?.endpointName ? OFFLINE_READ_ENDPOINTS[query.endpointName] : undefined;
    if (!path || query?.status !== 'fulfilled' || query.fulfilledTimeStamp === undefined) return [];
    return [{ url: new URL(path(query.originalArgs), env.apiBaseUrl).href, query }];
  });
  if (!copies.length) return;
  const cache = await caches.open(OFFLINE_CACHES.patient);
  await Promise.all(
    copies.map(({ url, query }) =>
      cache.put(
        offlineCopyKey(url, patient, language.locale),
        new Response(JSON.stringify(query.data), {
          headers: {
            'Content-Type': 'application/json',
            [STORED_AT_HEADER]: new Date(query.fulfilledTimeStamp!).toISOString(),
          },
        }),
      ),
    ),
  );
}
