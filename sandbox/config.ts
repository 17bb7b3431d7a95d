import path from 'node:path';

export interface SandboxConfig {
  port: number;
  /** The interface it listens on (SANDBOX_HOST): loopback only unless told otherwise. */
  host: string;
  /** The SQLite file; its directory also holds the JWT secret and uploaded images. */
  dbFile: string;
  /** Access-token lifetime in seconds (SANDBOX_ACCESS_TOKEN_TTL, default 15 minutes). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Sandbox mode: the fixed OTP 123456 and sandbox Google credentials are accepted, and the back doors under
   * /sandbox/ (card processor, waiting room, login tokens, last OTP) exist.
   */
  sandboxMode: boolean;
  /** Test mode registers the Pact provider-state route and the /sandbox/ back doors (SANDBOX_TEST_MODE=1). */
  testMode: boolean;
  logger: boolean;
  /** SANDBOX_NOW (ISO date-time): a clock stopped at that instant, e.g. to verify the pacts' fixed dates. */
  fixedNow: number | null;
  /**
   * SANDBOX_APP_ORIGINS (comma-separated): app origins besides this machine's (any port of localhost) that may
   * call the sandbox's own routes (/sandbox/…) from a browser.
   */
  appOrigins?: string[];
}

export const FIXED_OTP = '123456';
/** Loopback: the back doors must not be reachable from other machines unless SANDBOX_HOST says so. */
export const DEFAULT_HOST = '127.0.0.1';
export const ROOT_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_DB_FILE = path.join(ROOT_DIR, '.data', 'sandbox.sqlite');
/** Doctor photos, speciality icons and company logos, served at /assets/. */
export const ASSETS_DIR = path.join(import.meta.dirname, 'assets');

const intFrom = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    port: intFrom(env.SANDBOX_PORT, 4010),
    host: env.SANDBOX_HOST?.trim() || DEFAULT_HOST,
    dbFile: env.SANDBOX_DB ? path.resolve(env.SANDBOX_DB) : DEFAULT_DB_FILE,
    accessTokenTtlSeconds: intFrom(env.SANDBOX_ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: intFrom(env.SANDBOX_REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    sandboxMode: env.SANDBOX_MODE !== '0',
    testMode: env.SANDBOX_TEST_MODE === '1',
    logger: env.SANDBOX_LOG === '1',
    fixedNow:
      env.SANDBOX_NOW && !Number.isNaN(Date.parse(env.SANDBOX_NOW)) ? Date.parse(env.SANDBOX_NOW) : null,
    appOrigins: (env.SANDBOX_APP_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/** The service's notion of now; tests inject a movable one. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function manualClock(
  start = Date.now(),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
