import type { IntlShape } from 'react-intl';
import type { SpecialityListResponse } from '../api/shared/catalog';
import type { AvailableDoctor } from '../api/shared/doctors';
import { routePaths } from '../config/routes';
import { seoMessages } from './messages';
import type { MatchedPage } from './pageData';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON-LD is data, never run (no CSP concern); `<` is escaped so the text cannot end its `<script>`. */
const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export interface PageFacts {
  doctor?: AvailableDoctor;
  specialities?: SpecialityListResponse;
  /** The page's absolute canonical URL. */
  canonical: string;
}

const DESCRIPTIONS = {
  [routePaths.home]: seoMessages.home,
  [routePaths.specialties]: seoMessages.specialties,
  [routePaths.aboutUs]: seoMessages.aboutUs,
  [routePaths.contactUs]: seoMessages.contactUs,
  [routePaths.cookiePolicy]: seoMessages.cookiePolicy,
  [routePaths.privacyPolicy]: seoMessages.privacyPolicy,
  [routePaths.login]: seoMessages.login,
  [routePaths.b2bLogin]: seoMessages.b2bLogin,
} as const;

/** The page's meta description in its own language (none for a doctor that does not exist). */
export function metaDescription(intl: IntlShape, { page }: MatchedPage, facts: PageFacts): string {
  let text: string | undefined;
  if (page === routePaths.doctor) {
    text = facts.doctor
      ? intl.formatMessage(seoMessages.doctor, {
          name: facts.doctor.full_name,
          speciality: facts.doctor.speciality.title,
        })
      : undefined;
  } else {
    text = intl.formatMessage(DESCRIPTIONS[page]);
  }
  return text ? `<meta name="description" content="${escapeAttribute(text)}"/>` : '';
}

/** schema.org data: a Physician on a doctor's page, the list of medical specialities on /specialties. */
export function structuredData(intl: IntlShape, { page }: MatchedPage, facts: PageFacts): string {
  const { doctor, specialities, canonical } = facts;
  if (page === routePaths.doctor && doctor) {
    return jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: doctor.full_name,
      url: canonical,
      ...(doctor.photo_url ? { image: doctor.photo_url } : {}),
      ...(doctor.bio ? { description: doctor.bio } : {}),
      medicalSpecialty: doctor.speciality.title,
      availableService: { '@type': 'MedicalProcedure', name: doctor.speciality.title },
      knowsLanguage: doctor.languages,
      ...(doctor.rating !== null && doctor.reviews_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: doctor.rating,
              reviewCount: doctor.reviews_count,
            },
          }
        : {}),
    });
  }
  if (page === routePaths.specialties && specialities) {
    return jsonLd({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      url: canonical,
      inLanguage: intl.locale,
      about: specialities.speciality_list.map((speciality) => ({
        '@type': 'MedicalSpecialty',
        name: speciality.title,
        description: speciality.description,
      })),
    });
  }
  return '';
}
