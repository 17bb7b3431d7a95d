/**
 * Splits the compiled catalogs (i18n/compiled/<locale>.json) so that a feature's own messages load with its
 * pages rather than before the first paint: ids under a feature's prefixes move to
 * i18n/compiled/<feature>.<locale>.json, which the feature merges in (src/components/FeatureMessages.tsx).
 * The source catalogs (i18n/<locale>.json) stay whole; i18n:verify checks them as before.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Catalogs the first paint does not need, by id prefix. `appointments`: the appointments pages and the visit
 * pieces home shows a signed-in patient (src/components/appointments/AppointmentsMessages.tsx loads it).
 */
export const FEATURE_CATALOGS: Record<string, string[]> = {
  appointments: ['appointments.', 'appointmentCard.', 'appointmentStatus.', 'review.'],
};

const compiled = path.resolve(import.meta.dirname, '..', 'i18n', 'compiled');

for (const locale of ['es', 'en']) {
  const file = path.join(compiled, `${locale}.json`);
  const rest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [feature, prefixes] of Object.entries(FEATURE_CATALOGS)) {
    const own: Record<string, unknown> = {};
    for (const id of Object.keys(rest)) {
      if (prefixes.some((prefix) => id.startsWith(prefix))) {
        own[id] = rest[id];
        delete rest[id];
      }
    }
    writeFileSync(path.join(compiled, `${feature}.${locale}.json`), JSON.stringify(own));
  }
  writeFileSync(file, JSON.stringify(rest));
}
