import { env } from '../config/env';
import type { Locale } from '../state/language/languageSlice';

/** Pages that live on the marketing site (spec §2), per language. */
const marketingPaths = {
  blog: { es: 'blog', en: 'blog' },
  terms: { es: 'terminos-y-condiciones', en: 'terms-and-conditions' },
  legalNotice: { es: 'aviso-legal', en: 'legal-notice' },
  specialities: { es: 'especialidades', en: 'specialties' },
} as const;

export type MarketingPage = keyof typeof marketingPaths;

const base = () => env.marketingSiteUrl.replace(/\/+$/, '');

export function marketingUrl(page: MarketingPage, locale: Locale): string {
  return `${base()}/${locale}/${marketingPaths[page][locale]}`;
}

/** The marketing-site page of one speciality, by slug. */
export function specialityPageUrl(slug: string, locale: Locale): string {
  return `${marketingUrl('specialities', locale)}/${encodeURIComponent(slug)}`;
}

/** Placeholder profiles until marketing gives us the accounts (they are not settings in DESIGN §7). */
export const socialNetworks = [
  { name: 'Instagram', url: 'https://www.instagram.com/telehealth' },
  { name: 'Facebook', url: 'https://www.facebook.com/telehealth' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/telehealth' },
  { name: 'X', url: 'https://x.com/telehealth' },
  { name: 'YouTube', url: 'https://www.youtube.com/@telehealth' },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number]['name'];
