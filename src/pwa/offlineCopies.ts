import { type KeepCopiesMessage, OFFLINE_READ_ENDPOINTS } from '../config/offline';
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
 * A signed-in page the server rendered arrives with the patient's visits, which the browser did not ask for: the
 * service worker keeps them for reading offline as it keeps what the browser asks for (src/sw/sw.ts), per patient
 * and language, stamped with when they were fetched. The page hands them over once the worker is active. Nothing
 * without a session.
 */
export async function keepOfflineCopies(store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { session, language, api } = store.getState();
  const patient = session.accessToken ? patientOf(`Bearer ${session.accessToken}`) : null;
  if (patient === null) return;
  const copies = Object.values(api.queries as Record<string, CachedQuery | undefined>).flatMap((query) => {
    const path = query?.endpointName ? OFFLINE_READ_ENDPOINTS[query.endpointName] : undefined;
    if (!path || query?.status !== 'fulfilled' || query.fulfilledTimeStamp === undefined) return [];
    return [
      {
        url: new URL(path(query.originalArgs), env.apiBaseUrl).href,
        patient,
        language: language.locale,
        body: JSON.stringify(query.data),
        storedAt: new Date(query.fulfilledTimeStamp).toISOString(),
      },
    ];
  });
  if (!copies.length) return;
  const message: KeepCopiesMessage = { type: 'keep-copies', copies };
  (await navigator.serviceWorker.ready).active?.postMessage(message);
}
