import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AFTER_PAINT_SCRIPT } from '../src/lib/afterPaintScript.ts';
import { EARLY_INPUT_SCRIPT } from '../src/lib/earlyInputScript.ts';

/**
 * What the build baked into the app that decides what the browser may load: written by rsbuild.config.ts to
 * `dist/server/settings.json` (the server does not serve `dist/server/`).
 */
export interface BuildSettings {
  /** PUBLIC_API_BASE_URL: the provider API (calls, doctor photos, speciality icons). */
  apiBaseUrl: string;
  /** PUBLIC_ANALYTICS_URL, when analytics beacons somewhere. */
  analyticsUrl?: string;
  /** True when PUBLIC_STRIPE_PUBLISHABLE_KEY was set: /payment loads Stripe.js and its frames. */
  stripe: boolean;
  /** True when PUBLIC_GOOGLE_CLIENT_ID was set: the login pages load Google Identity Services. */
  googleSignIn: boolean;
}

/** src/config/env.ts's defaults, for a build that left no settings file (and for tests). */
export const DEFAULT_BUILD_SETTINGS: BuildSettings = {
  apiBaseUrl: 'http://localhost:4010/',
  stripe: false,
  googleSignIn: false,
};

export const BUILD_SETTINGS_FILE = path.join('server', 'settings.json');

export function readBuildSettings(distDir: string): BuildSettings {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(distDir, BUILD_SETTINGS_FILE), 'utf8'),
    ) as Partial<BuildSettings>;
    return { ...DEFAULT_BUILD_SETTINGS, ...parsed };
  } catch {
    return DEFAULT_BUILD_SETTINGS;
  }
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

// Stripe's and Google's published CSP requirements (Stripe's security guide; Google Identity Services' setup).
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};
const GOOGLE = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

export interface CspSources {
  settings: BuildSettings;
  /** Where the consultation's video room (`video_url`) is served from; frames and camera/microphone. */
  videoRoomOrigin: string;
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The two inline scripts a server-rendered page carries, allowed by the hashes of their exact texts (the page and
 * this policy read the same strings): src/lib/earlyInputScript.ts holds clicks until the app answers,
 * src/lib/afterPaintScript.ts runs the app's scripts once the page has painted.
 */
export const INLINE_SCRIPT_HASHES = [hashOf(EARLY_INPUT_SCRIPT), hashOf(AFTER_PAINT_SCRIPT)];

const unique = (sources: Array<string | undefined | false>) => [
  ...new Set(sources.filter((source): source is string => Boolean(source))),
];

/**
 * The Content-Security-Policy directives (docs/sessions-and-security.md). One policy for every page: the app
 * navigates in the browser, so the document that loaded first must allow what any later page loads. Third
 * parties appear only when the build uses them. Scripts come from files, plus the two inline scripts allowed by
 * their hashes (INLINE_SCRIPT_HASHES; no 'unsafe-inline', no eval); styles allow 'unsafe-inline' because Emotion
 * (MUI) writes its rules into `<style>` elements at run time.
 */
export function cspDirectives({ settings, videoRoomOrigin }: CspSources): Record<string, string[]> {
  const api = originOf(settings.apiBaseUrl);
  const analytics = originOf(settings.analyticsUrl);
  const stripe = settings.stripe;
  const google = settings.googleSignIn;
  return {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...INLINE_SCRIPT_HASHES,
      ...(stripe ? STRIPE.script : []),
      ...(google ? GOOGLE.script : []),
    ]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...(google ? GOOGLE.style : [])]),
    'img-src': unique(["'self'", 'data:', 'blob:', api, ...(stripe ? STRIPE.img : [])]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      api,
      analytics,
      ...(stripe ? STRIPE.connect : []),
      ...(google ? GOOGLE.connect : []),
    ]),
    'frame-src': unique([videoRoomOrigin, ...(stripe ? STRIPE.frame : []), ...(google ? GOOGLE.frame : [])]),
    'media-src': ["'self'", 'blob:'],
    // The service worker (/sw.js) and nothing else: no page code runs a worker from a blob.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Camera and microphone for our pages and the video room's frame only; nothing else asks for devices. */
export function permissionsPolicy(videoRoomOrigin: string): string {
  const devices = `(self "${videoRoomOrigin}")`;
  return [
    `camera=${devices}`,
    `microphone=${devices}`,
    `display-capture=${devices}`,
    `fullscreen=${devices}`,
    'geolocation=()',
    'usb=()',
  ].join(', ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

const helmetOptions = (sources: CspSources): FastifyHelmetOptions => ({
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(sources) },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
  // The video room and Stripe's frames are cross-origin documents we embed; they do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  // Google sign-in opens a popup that talks back to this window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
});

/**
 * Security headers on every answer (pages, assets, 404s, the token endpoints): helmet's set with our CSP,
 * Referrer-Policy strict-origin-when-cross-origin, a Permissions-Policy, and HSTS only over https (a browser
 * ignores it over http, and on localhost it would pin the port to https for every other local app).
 */
export async function registerSecurityHeaders(app: FastifyInstance, sources: CspSources): Promise<void> {
  await app.register(helmet, helmetOptions(sources));
  const permissions = permissionsPolicy(sources.videoRoomOrigin);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissions);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

/**
 * The same headers (but HSTS) as a fixed list, for the answers Fastify and Node write before any hook runs
 * (server/earlyErrors.ts). helmet writes them on a throwaway instance from the same options: one source for both.
 */
export async function fixedSecurityHeaders(sources: CspSources): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(sources));
  // In the handler, the only headers yet written are the ones helmet's hook wrote.
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const written = (await probe.inject({ method: 'GET', url: '/' })).json<Record<string, string>>();
  await probe.close();
  return { ...written, 'permissions-policy': permissionsPolicy(sources.videoRoomOrigin) };
}
