// The journeys read what patients read: the texts the Chromium journeys and the bench use too.
export { euros, type Locale, locales, localized, plain, t } from '../../e2e/catalogs.ts';
