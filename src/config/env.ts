/**
 * The one place that reads PUBLIC_* settings (DESIGN §7). rsbuild inlines `process.env.PUBLIC_*` at build time;
 * every setting has a working default so a fresh clone runs against the local sandbox.
 */
const read = (value: string | undefined, fallback: string): string =>
  value !== undefined && value.trim() !== '' ? value.trim() : fallback;

const readPositiveInteger = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value?.trim());
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export const env = {
  apiBaseUrl: read(process.env.PUBLIC_API_BASE_URL, 'http://localhost:4010/'),
  /** How long a provider call may take before it fails as unanswered (a refresh included: DESIGN §9). */
  apiTimeoutMs: readPositiveInteger(process.env.PUBLIC_API_TIMEOUT_MS, 30_000),
  supportPhone: read(process.env.PUBLIC_SUPPORT_PHONE, '+34 910 000 111'),
  supportPhoneB2B: read(process.env.PUBLIC_SUPPORT_PHONE_B2B, '+34 910 000 222'),
  supportEmail: read(process.env.PUBLIC_SUPPORT_EMAIL, 'soporte@telehealth.example'),
  marketingSiteUrl: read(process.env.PUBLIC_MARKETING_SITE_URL, 'https://www.telehealth.example'),
  specialistSignupUrl: read(
    process.env.PUBLIC_SPECIALIST_SIGNUP_URL,
    'https://pro.telehealth.example/signup',
  ),
  companiesUrl: read(process.env.PUBLIC_COMPANIES_URL, 'https://empresas.telehealth.example'),
  appStoreUrl: read(process.env.PUBLIC_APP_STORE_URL, 'https://apps.apple.com/'),
  playStoreUrl: read(process.env.PUBLIC_PLAY_STORE_URL, 'https://play.google.com/store'),
  stripePublishableKey: process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() || undefined,
  googleClientId: process.env.PUBLIC_GOOGLE_CLIENT_ID?.trim() || undefined,
  /** Analytics is a port that does nothing unless an endpoint is configured. */
  analyticsUrl: process.env.PUBLIC_ANALYTICS_URL?.trim() || undefined,
  /** Calls that send photos may take longer than `apiTimeoutMs` on a slow mobile connection. */
  uploadTimeoutMs: 120_000,
  isProduction: process.env.NODE_ENV === 'production',
} as const;

export type Env = typeof env;
