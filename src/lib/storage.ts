/**
 * The one module that touches browser storage and the `token` cookie (spec §3, DESIGN §4).
 * Every access is guarded: private modes and blocked storage must never break the app.
 */
export const storageKeys = {
  login: 'login',
  token: 'token',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  b2b: 'b2b',
  /** The company an employee chose in the header's switcher (its id), so the choice survives a reload. */
  activeCompany: 'active_company_id',
} as const;

export const TOKEN_COOKIE = 'token';

type StorageKind = 'localStorage' | 'sessionStorage';

function safeStorage(kind?: StorageKind): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind ?? 'localStorage'];
  } catch {
    return undefined;
  }
}

let usable: boolean | undefined;

/**
 * True when this page can both write and read localStorage (blocked storage and some private modes cannot). Only
 * then are the stored tokens shared with the other tabs: otherwise each tab keeps its session to itself.
 */
export function isStorageUsable(): boolean {
  if (usable === undefined) {
    write('__probe__', '1');
    usable = read('__probe__') === '1';
    write('__probe__', null);
  }
  return usable;
}

function read(key: string, kind?: StorageKind): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, kind?: StorageKind): void {
  try {
    const storage = safeStorage(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works for this page view.
  }
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** The `login` flag: this browser signed in and has not logged out. */
  loggedIn: boolean;
}

const SESSION_KEYS = new Set<string>(Object.values(storageKeys));

/** True for a `storage` event (another tab writing) that changed the session's keys, or cleared all of them. */
export const isSessionStorageEvent = (event: StorageEvent) =>
  event.storageArea === safeStorage() && (event.key === null || SESSION_KEYS.has(event.key));

export const tokenStorage = {
  read(): StoredTokens {
    return {
      accessToken: read(storageKeys.accessToken),
      refreshToken: read(storageKeys.refreshToken),
      loggedIn: read(storageKeys.login) === 'true',
    };
  },
  /** The tokens every tab of this browser shares; null when storage cannot be used (then nothing is shared). */
  readShared(): StoredTokens | null {
    return isStorageUsable() ? tokenStorage.read() : null;
  },
  /** After sign-in or refresh. `token` mirrors the access token, as the cookie does. */
  save({ accessToken, refreshToken }: { accessToken: string; refreshToken?: string | null }): void {
    write(storageKeys.accessToken, accessToken);
    write(storageKeys.token, accessToken);
    if (refreshToken) write(storageKeys.refreshToken, refreshToken);
    write(storageKeys.login, 'true');
  },
  /** Tokens and the login flag go; the `b2b` flag stays (a boot-time refresh may still restore the session). */
  clearTokens(): void {
    write(storageKeys.token, null);
    write(storageKeys.accessToken, null);
    write(storageKeys.refreshToken, null);
    write(storageKeys.login, null);
  },
  /** Logged out: tokens and the login flag go, `b2b` becomes 'false' (spec §4); so does the chosen company. */
  clear(): void {
    tokenStorage.clearTokens();
    write(storageKeys.b2b, 'false');
    write(storageKeys.activeCompany, null);
  },
  readActiveCompanyId(): number | null {
    const value = Number(read(storageKeys.activeCompany));
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  writeActiveCompanyId(companyId: number | null): void {
    write(storageKeys.activeCompany, companyId === null ? null : String(companyId));
  },
  readB2BFlag(): boolean {
    return read(storageKeys.b2b) === 'true';
  },
  writeB2BFlag(isB2B: boolean): void {
    write(storageKeys.b2b, isB2B ? 'true' : 'false');
  },
};

/**
 * The items of localStorage, for the stores of other modules that only some routes need (lib/paymentAttempts.ts):
 * their code stays out of the entry chunk, and this stays the one module that touches storage.
 */
export const localItems = {
  read: (key: string) => read(key),
  write: (key: string, value: string | null) => write(key, value),
  /** The keys present now (none when storage is blocked). */
  keys(): string[] {
    const storage = safeStorage();
    try {
      return Array.from({ length: storage?.length ?? 0 }, (_, index) => storage?.key(index) ?? '').filter(
        Boolean,
      );
    } catch {
      return [];
    }
  },
};

export const tokenCookie = {
  read(): string | null {
    if (typeof document === 'undefined') return null;
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === TOKEN_COOKIE) {
        const value = rest.join('=');
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      }
    }
    return null;
  },
  /** Drops the cookie in this browser; the server side is told through `/api/setTokenExpired`. */
  remove(): void {
    if (typeof document === 'undefined') return;
    document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

export const ZONE_COOKIE = 'tz';

/**
 * The patient's time zone as this browser last reported it, for the server to render signed-in pages in the
 * same zone (src/ssr/session.ts). Written only when it changed.
 */
export const zoneCookie = {
  write(zone: string | undefined): void {
    if (typeof document === 'undefined' || !zone) return;
    const cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}`;
    if (!`; ${document.cookie};`.includes(`; ${cookie};`)) {
      document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    }
  },
};

const RELOADED_FOR_NEW_BUILD = 'reloaded_for_new_build';

/**
 * The build this tab reloaded from to pick up a new one (lib/chunks.ts), kept in sessionStorage for the tab's
 * life: a chunk still gone after that reload is an error, not another reload.
 */
export const newBuildReload = {
  read: () => read(RELOADED_FOR_NEW_BUILD, 'sessionStorage'),
  /** False when the mark cannot be kept: the page must not reload then, it could loop. */
  mark(build: string): boolean {
    write(RELOADED_FOR_NEW_BUILD, build, 'sessionStorage');
    return newBuildReload.read() === build;
  },
  clear: () => write(RELOADED_FOR_NEW_BUILD, null, 'sessionStorage'),
};
