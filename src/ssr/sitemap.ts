import { catalogApi } from '../api/shared/catalog';
import { doctorsApi } from '../api/shared/doctors';
import { routePaths } from '../config/routes';
import { localizedPath } from '../state/language/thunks';
import { setupStore } from '../store/store';
import { type ProviderHooks, serverServices } from './services';

const PUBLIC_PATHS = [
  routePaths.home,
  routePaths.specialties,
  routePaths.aboutUs,
  routePaths.contactUs,
  routePaths.cookiePolicy,
  routePaths.privacyPolicy,
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<url>` with its Spanish and English alternates (x-default: Spanish), as the pages' own hreflang. */
function entry(origin: string, path: string, locale: 'es' | 'en'): string {
  const es = escapeXml(origin + localizedPath(path, 'es'));
  const en = escapeXml(origin + localizedPath(path, 'en'));
  return [
    `<url><loc>${locale === 'es' ? es : en}</loc>`,
    `<xhtml:link rel="alternate" hreflang="es" href="${es}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${es}"/>`,
    '</url>',
  ].join('');
}

/**
 * `sitemap.xml`: both languages of every public page and of every doctor, the doctors read from the provider's
 * catalog (each speciality's available doctors) through the same RTK Query endpoints as the pages.
 */
export async function buildSitemap(
  origin: string,
  providerUrl?: string,
  provider?: ProviderHooks,
): Promise<string> {
  const store = setupStore({ language: { locale: 'es' } }, serverServices(providerUrl, provider));
  const specialities = await store.dispatch(catalogApi.endpoints.getSpecialities.initiate()).unwrap();
  const doctorIds = new Set<number>();
  for (const speciality of specialities.speciality_list) {
    const doctors = await store
      .dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ specialityId: speciality.id }))
      .unwrap();
    for (const doctor of doctors.doctor_list) doctorIds.add(doctor.id);
  }
  const paths = [
    ...PUBLIC_PATHS,
    ...[...doctorIds].sort((a, b) => a - b).map((id) => routePaths.doctor.replace(':id', String(id))),
  ];
  const urls = paths.flatMap((path) => [entry(origin, path, 'es'), entry(origin, path, 'en')]);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
