import { Workbox } from 'workbox-window';
import { OFFLINE_CACHES, type OfflineCopyMessage } from '../config/offline';
import { patientOf } from '../lib/patientOf';
import { newVersionWaiting } from '../state/shell/shellSlice';
import type { AppStore } from '../store/store';
import { offlineCopyServed } from '../lib/offlineCopies';
import { keepOfflineCopies } from './offlineCopies';

/** How often at most an in-app navigation asks the server for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60_000;

let workbox: Workbox | undefined;
let accepted = false;

/** The patient accepted 'A new version is ready': the new worker takes over, and this tab reloads once. */
export function acceptNewVersion(): void {
  accepted = true;
  workbox?.messageSkipWaiting();
}

/**
 * Only the signed-in patient's copies stay (docs/offline-and-deploys.md): signed out, nothing; another patient
 * signed in on this browser, none of the previous one's. Runs at start and on every change of session.
 */
async function keepOnlyPatient(patient: string | null) {
  if (!('caches' in window)) return;
  if (patient === null) {
    await caches.delete(OFFLINE_CACHES.patient);
    return;
  }
  const cache = await caches.open(OFFLINE_CACHES.patient);
  const stored = await cache.keys();
  await Promise.all(
    stored
      .filter((request) => new URL(request.url).searchParams.get('__patient') !== patient)
      .map((request) => cache.delete(request)),
  );
}

function guardPatientCopies(store: AppStore) {
  let token: string | null | undefined;
  const check = () => {
    const { accessToken: current, isRestoring } = store.getState().session;
    // An expired session being renewed has no token for a moment: it is not signed out (its copies stay, and
    // offline, where the renewal cannot reach the provider, they are what the patient reads).
    if (current === token || isRestoring) return;
    const previous = token === undefined || token === null ? null : patientOf(`Bearer ${token}`);
    token = current;
    const patient = current ? patientOf(`Bearer ${current}`) : null;
    if (previous === null || previous !== patient) void keepOnlyPatient(patient).catch(() => undefined);
  };
  check();
  store.subscribe(check);
}

/**
 * Registers the service worker (src/sw/sw.ts), once the app answers: nothing of it is in the code the first
 * page needs. A waiting new version shows the update prompt; the worker's offline copies are noted for the
 * offline banner; a new version is looked for on in-app navigations and when the tab is shown again.
 */
let started = false;

export function startServiceWorker(store: AppStore, onNavigation: (listener: () => void) => void): void {
  if (started) return;
  started = true;
  guardPatientCopies(store);
  void keepOfflineCopies(store).catch(() => undefined);
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<OfflineCopyMessage | null>) => {
    if (event.data?.type === 'offline-copy')
      offlineCopyServed(event.data.url, Date.parse(event.data.storedAt));
  });
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => store.dispatch(newVersionWaiting(true)));
  workbox.addEventListener('controlling', () => {
    if (accepted) window.location.reload();
  });
  void workbox.register().catch(() => undefined);

  let checkedAt = Date.now();
  const lookForUpdate = () => {
    if (Date.now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
    checkedAt = Date.now();
    void workbox?.update().catch(() => undefined);
  };
  onNavigation(lookForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') lookForUpdate();
  });
}
