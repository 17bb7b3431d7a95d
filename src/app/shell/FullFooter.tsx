import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { appMessages } from '../../components/messages';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { env } from '../../config/env';
import type { Locale } from '../../state/language/languageSlice';
import { selectIsBusinessUser, selectSupportPhone } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { AppBadges } from '../../components/appLink/AppBadges';
import { LazyAppLinkDialog } from '../../components/appLink/LazyAppLinkDialog';
import { appLinkMessages } from '../../components/appLink/messages';
import { BrandsImage } from './BrandsImage';
import { FooterSpecialities } from './FooterSpecialities';
import { LanguageLinks } from './LanguageLinks';
import { LogoMark } from './Logo';
import { marketingUrl } from '../../components/marketingLinks';
import { footerMessages } from './footerMessages';
import { SocialLinks } from './SocialLinks';
import { Copyright, footerSx, LegalLinks, linkListSx } from './footerParts';

function Column({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1.5 }}>
        <FormattedMessage {...title} />
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec §2 Footer (desktop): about, learn more, specialities, contact (with the app badges and the app link by
 * SMS: chat consultations run only in the app), legal, social, language, guarantee.
 */
export function FullFooter() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const localized = useLocalizedPath();
  const isBusiness = useAppSelector(selectIsBusinessUser);
  const phone = useAppSelector(selectSupportPhone);
  const [isAppLinkOpen, setAppLinkOpen] = useState(false);
  return (
    <Box component="footer" aria-label={intl.formatMessage(footerMessages.label)} sx={footerSx}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Box sx={{ bgcolor: '#fff', borderRadius: 1, display: 'inline-flex', p: 0.25 }}>
                <LogoMark size={28} />
              </Box>
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
                <FormattedMessage {...appMessages.productName} />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mb: 2 }}>
              <FormattedMessage {...footerMessages.about} />
            </Typography>
            <Typography variant="body2">
              <FormattedMessage {...footerMessages.minimumAge} />
            </Typography>
          </Box>
          <Column id="footer-learn-more" title={footerMessages.learnMore}>
            <Box component="ul" sx={linkListSx}>
              <li>
                <Link href={marketingUrl('blog', locale)} color="inherit">
                  <FormattedMessage {...footerMessages.blog} />
                </Link>
              </li>
              {!isBusiness && (
                <li>
                  <Link href={env.specialistSignupUrl} color="inherit">
                    <FormattedMessage {...footerMessages.becomeSpecialist} />
                  </Link>
                </li>
              )}
              <li>
                <Link component={RouterLink} to={localized('/about-us')} color="inherit">
                  <FormattedMessage {...footerMessages.aboutUs} />
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to={localized('/contact-us')} color="inherit">
                  <FormattedMessage {...footerMessages.contactUs} />
                </Link>
              </li>
            </Box>
          </Column>
          <Column id="footer-specialties" title={footerMessages.specialties}>
            <FooterSpecialities />
          </Column>
          <Column id="footer-contact" title={footerMessages.contact}>
            <Box component="ul" sx={{ ...linkListSx, mb: 2 }}>
              <li>
                <Link href={`tel:${phone.replace(/\s+/g, '')}`} color="inherit" data-testid="support-phone">
                  <FormattedMessage {...footerMessages.phone} values={{ phone }} />
                </Link>
              </li>
              <li>
                <Link href={`mailto:${env.supportEmail}`} color="inherit" sx={{ overflowWrap: 'anywhere' }}>
                  <FormattedMessage {...footerMessages.email} values={{ email: env.supportEmail }} />
                </Link>
              </li>
            </Box>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1 }}>
              <FormattedMessage {...footerMessages.getTheApp} />
            </Typography>
            <AppBadges />
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<SmsOutlined aria-hidden="true" />}
              onClick={() => setAppLinkOpen(true)}
              sx={{ mt: 1.5 }}
            >
              <FormattedMessage {...appLinkMessages.open} />
            </Button>
            <LazyAppLinkDialog open={isAppLinkOpen} onClose={() => setAppLinkOpen(false)} />
          </Column>
        </Box>
        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.25)',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <LegalLinks />
          <SocialLinks />
          <LanguageLinks />
        </Box>
        <Box
          sx={{
            mt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ maxWidth: 640 }}>
            <FormattedMessage {...footerMessages.guarantee} />
          </Typography>
          <BrandsImage />
        </Box>
        <Copyright />
      </Container>
    </Box>
  );
}
