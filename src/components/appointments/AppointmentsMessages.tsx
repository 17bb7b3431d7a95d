import type { ReactNode } from 'react';
import { FeatureMessages } from '../FeatureMessages';

const load = (locale: string) =>
  locale === 'en'
    ? import(/* webpackChunkName: "i18n-appointments-en" */ '../../../i18n/compiled/appointments.en.json')
    : import(/* webpackChunkName: "i18n-appointments-es" */ '../../../i18n/compiled/appointments.es.json');

/**
 * The messages of the appointments pages and of the visit pieces home shares with them (cards, statuses,
 * reviews), loaded with them rather than before the first paint (scripts/i18n-split.ts).
 */
export function AppointmentsMessages({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <FeatureMessages name="appointments" load={load} fallback={fallback}>
      {children}
    </FeatureMessages>
  );
}
