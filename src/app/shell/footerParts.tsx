import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { usePolicy } from '../../components/usePolicy';
import type { Locale } from '../../state/language/languageSlice';
import { marketingUrl } from '../../components/marketingLinks';
import { onDarkSurface } from '../../theme/focus';
import { footerMessages } from './footerMessages';

export const footerSx = { bgcolor: '#0f3f3c', color: '#fff', mt: 'auto', ...onDarkSurface } as const;
export const linkListSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 } as const;

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
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(footerMessages.legal)}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
    >
      <li>
        <Link href={terms?.url ?? marketingUrl('terms', locale)} color="inherit">
          <FormattedMessage {...footerMessages.terms} />
        </Link>
      </li>
      <li>
        {cookies ? (
          <Link href={cookies.url} color="inherit">
            <FormattedMessage {...footerMessages.cookiePolicy} />
          </Link>
        ) : (
          <Link component={RouterLink} to={localized('/cookie-policy')} color="inherit">
            <FormattedMessage {...footerMessages.cookiePolicy} />
          </Link>
        )}
      </li>
      <li>
        <Link component={RouterLink} to={localized('/privacy-policy')} color="inherit">
          <FormattedMessage {...footerMessages.privacyPolicy} />
        </Link>
      </li>
      <li>
        <Link href={marketingUrl('legalNotice', locale)} color="inherit">
          <FormattedMessage {...footerMessages.legalNotice} />
        </Link>
      </li>
    </Box>
  );
}

export function Copyright() {
  return (
    <Typography variant="body2" sx={{ mt: 3, opacity: 0.9 }}>
      <FormattedMessage {...footerMessages.copyright} values={{ year: new Date().getFullYear() }} />
    </Typography>
  );
}
