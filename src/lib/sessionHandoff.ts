/**
 * The pair a refresh gave, handed to the tab that takes the refresh lock next (DESIGN §9, src/api/renewSession.ts).
 *
 * localStorage holds the session, but Chrome keeps it only eventually consistent between tabs in different
 * processes: a tab granted the lock right after another tab stored a new pair could still read the old one,
 * refresh with a refresh token the provider had just rotated away (401, `refresh_token_reused`) and sign every
 * tab out. IndexedDB is consistent between tabs (one backend orders all transactions), so the tab that refreshed
 * writes "refresh token X became this pair" here, and waits for the write to commit, before it lets go of the
 * lock; the next tab reads it before it refreshes with X.
 *
 * Only the last exchange is kept, for HANDOFF_MS. Whatever goes wrong here (no IndexedDB, storage blocked, a
 * browser that does not answer in OPEN_WAIT_MS) counts as nothing handed over: the tab refreshes as before.
 */

const DATABASE = 'telehealth-session';
const STORE = 'handoff';
const KEY = 'last';

/** A handed-over pair is taken only this long after the refresh that gave it. */
export const HANDOFF_MS = 60_000;
const OPEN_WAIT_MS = 1_000;

/** A pair as a refresh gives it (a provider that does not rotate gives no refresh token). */
export interface HandedTokens {
  accessToken: string;
  refreshToken?: string;
}

interface Handoff {
  spentRefreshToken: string;
  tokens: HandedTokens;
  at: number;
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new Error('IndexedDB did not open in time'));
    }, OPEN_WAIT_MS);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      clearTimeout(timer);
      if (late) request.result.close();
      else resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error('IndexedDB did not open'));
    };
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  makeRequest: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE, mode);
    const result = settled(makeRequest(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
    return await result;
  } finally {
    database.close();
  }
}

const usable = () => typeof indexedDB !== 'undefined';

/** After a refresh that spent `spentRefreshToken`: the new pair, committed before this returns. */
export async function recordHandoff(spentRefreshToken: string, tokens: HandedTokens): Promise<void> {
  if (!usable()) return;
  const handoff: Handoff = { spentRefreshToken, tokens, at: Date.now() };
  await withStore('readwrite', (store) => store.put(handoff, KEY)).catch(() => undefined);
}

/** The pair another tab got for `refreshToken` in the last HANDOFF_MS, if any. */
export async function takeHandoff(refreshToken: string): Promise<HandedTokens | null> {
  if (!usable()) return null;
  const handoff = await withStore<Handoff | undefined>('readonly', (store) => store.get(KEY)).catch(
    () => undefined,
  );
  if (!handoff || handoff.spentRefreshToken !== refreshToken) return null;
  if (Date.now() - handoff.at > HANDOFF_MS) return null;
  return handoff.tokens;
}

/** Signing out forgets the last exchange. */
export async function forgetHandoff(): Promise<void> {
  if (!usable()) return;
  await withStore('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
}
