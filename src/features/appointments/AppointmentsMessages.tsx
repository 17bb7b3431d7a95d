import type { ReactNode } from 'react';
import { FeatureMessages } from '../../components/FeatureMessages';

const load = (locale: string) =>
  locale === 'en'
    ? import(/* webpackChunkName: "i18n-appointments-en" */ '../../../i18n/compiled/appointments.en.json')
    : import(/* webpackChunkName: "i18n-appointments-es" */ '../../../i18n/compiled/appointments.es.json');

/** The appointments pages' own messages (`appointments.*`), loaded with them (scripts/i18n-split.ts). */
export function AppointmentsMessages({ children }: { children: ReactNode }) {
  return (
    <FeatureMessages name="appointments" load={load}>
      {children}
    </FeatureMessages>
  );
}
