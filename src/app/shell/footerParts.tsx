import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { usePolicy } from '../../components/usePolicy';
import type { Locale } from '../../state/language/languageSlice';
import { marketingUrl } from '../../components/marketingLinks';
import { onDarkSurface } from '../../theme/focus';
import { footerMessages } from './footerMessages';

/**
 * The footer's classes, styled once by {@link FooterRoot}. The footer is on nearly every page and is mostly
 * links and short texts: plain elements under one styled root keep it to a few components where MUI's `Link`,
 * `Typography` and `Box` made each link and line three to six (issue 33, lighter renders).
 */
export const footerClass = {
  /** A vertical list of links. */
  list: 'footer-list',
  /** A wrapping row (the legal links, the languages). */
  row: 'footer-row',
  /** Smaller text, as MUI's `body2`. */
  small: 'footer-small',
  /** A column's heading. */
  heading: 'footer-heading',
  copyright: 'footer-copyright',
  /** The simplified footer of phones (on the root). */
  simple: 'footer-simple',
  /** The simplified footer's column. */
  stack: 'footer-stack',
  /** The language shown as chosen. */
  chosen: 'footer-chosen',
} as const;

/** The dark footer: white text and focus ring, links underlined on hover as MUI's `Link` is. */
export const FooterRoot = styled('footer')(({ theme }) => ({
  backgroundColor: '#0f3f3c',
  color: '#fff',
  marginTop: 'auto',
  ...onDarkSurface,
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& p': { margin: 0 },
  [`&.${footerClass.simple}`]: { padding: theme.spacing(3, 2) },
  [`& .${footerClass.stack}`]: { display: 'grid', gap: theme.spacing(2) },
  [`& .${footerClass.chosen}`]: { fontWeight: 700 },
  [`& .${footerClass.list}`]: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(0.75),
  },
  [`& .${footerClass.row}`]: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2.5),
    rowGap: theme.spacing(1),
  },
  [`& .${footerClass.small}`]: theme.typography.body2,
  [`& .${footerClass.heading}`]: { fontWeight: 700, fontSize: '1rem', margin: theme.spacing(0, 0, 1.5) },
  [`& .${footerClass.copyright}`]: { ...theme.typography.body2, marginTop: theme.spacing(3), opacity: 0.9 },
}));

/**
 * Terms and the cookie policy link to the provider's documents (`pwa/policies`, in the page's language) when it
 * has them; otherwise terms and the legal notice live on the marketing site and the cookie and privacy policies
 * are pages here.
 */
export function LegalLinks() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const localized = useLocalizedPath();
  const terms = usePolicy('terms').policy;
  const cookies = usePolicy('cookies').policy;
  const text = intl.formatMessage;
  return (
    <ul className={footerClass.row} aria-label={text(footerMessages.legal)}>
      <li>
        <a href={terms?.url ?? marketingUrl('terms', locale)}>{text(footerMessages.terms)}</a>
      </li>
      <li>
        {cookies ? (
          <a href={cookies.url}>{text(footerMessages.cookiePolicy)}</a>
        ) : (
          <RouterLink to={localized('/cookie-policy')}>{text(footerMessages.cookiePolicy)}</RouterLink>
        )}
      </li>
      <li>
        <RouterLink to={localized('/privacy-policy')}>{text(footerMessages.privacyPolicy)}</RouterLink>
      </li>
      <li>
        <a href={marketingUrl('legalNotice', locale)}>{text(footerMessages.legalNotice)}</a>
      </li>
    </ul>
  );
}

export function Copyright() {
  const intl = useIntl();
  return (
    <p className={footerClass.copyright}>
      {intl.formatMessage(footerMessages.copyright, { year: new Date().getFullYear() })}
    </p>
  );
}
