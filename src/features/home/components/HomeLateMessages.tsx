import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FeatureMessages } from '../../../components/FeatureMessages';

const load = (locale: string) =>
  locale === 'en'
    ? import(/* webpackChunkName: "i18n-home-late-en" */ '../../../../i18n/compiled/en.homeLate.json')
    : import(/* webpackChunkName: "i18n-home-late-es" */ '../../../../i18n/compiled/es.homeLate.json');

/**
 * The `homeLate` part catalog (src/config/routeCatalogs.ts): the texts of home's offers and testimonials, below
 * the fold, load with their code instead of before the first paint of every page. Meanwhile their place keeps
 * its height (`minHeight`, the same as the one they come into).
 */
export function HomeLateMessages({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: object | number;
}) {
  return (
    <FeatureMessages name="homeLate" load={load} fallback={<Box sx={{ minHeight }} />}>
      {children}
    </FeatureMessages>
  );
}
