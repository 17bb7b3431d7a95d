import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { env } from '../../config/env';
import { selectSupportPhone } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { AppBadges } from '../../components/appLink/AppBadges';
import { Copyright, footerSx, LegalLinks } from './footerParts';
import { LanguageLinks } from './LanguageLinks';
import { footerMessages } from './footerMessages';

/** Spec §2: the simplified footer of mobile devices: contact, the app, legal links, language, copyright. */
export function SimpleFooter() {
  const intl = useIntl();
  const phone = useAppSelector(selectSupportPhone);
  return (
    <Box
      component="footer"
      aria-label={intl.formatMessage(footerMessages.label)}
      sx={{ ...footerSx, px: 2, py: 3 }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Link href={`tel:${phone.replace(/\s+/g, '')}`} color="inherit" data-testid="support-phone">
            <FormattedMessage {...footerMessages.phone} values={{ phone }} />
          </Link>
          <Link href={`mailto:${env.supportEmail}`} color="inherit">
            <FormattedMessage {...footerMessages.email} values={{ email: env.supportEmail }} />
          </Link>
        </Box>
        <AppBadges />
        <LegalLinks />
        <LanguageLinks />
      </Box>
      <Copyright />
    </Box>
  );
}
