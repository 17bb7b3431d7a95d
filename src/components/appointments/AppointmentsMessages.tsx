import type { ReactNode } from 'react';
import { FeatureMessages } from '../FeatureMessages';

const load = (locale: string) =>
  locale === 'en'
    ? import(/* webpackChunkName: "i18n-appointments-en" */ '../../../i18n/compiled/en.appointments.json')
    : import(/* webpackChunkName: "i18n-appointments-es" */ '../../../i18n/compiled/es.appointments.json');

/**
 * The `appointments` route catalog (src/config/routeCatalogs.ts) for the visit pieces home shows a signed-in
 * patient (cards, statuses, the review prompt): the appointments routes load it with their code; home's
 * sections load it here, with theirs, rather than before the first paint.
 */
export function AppointmentsMessages({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <FeatureMessages name="appointments" load={load} fallback={fallback}>
      {children}
    </FeatureMessages>
  );
}
