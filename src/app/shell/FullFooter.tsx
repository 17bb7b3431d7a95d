import Button from '@mui/material/Button';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
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
import { Copyright, FooterRoot, footerClass, LegalLinks } from './footerParts';

/** The desktop footer's layout: four columns (two on a tablet, one on a phone), then two rows of small print. */
const Layout = styled(Container)(({ theme }) => ({
  paddingTop: theme.spacing(5),
  paddingBottom: theme.spacing(5),
  '& .footer-columns': {
    display: 'grid',
    gap: theme.spacing(4),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' },
  },
  '& .footer-brand': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1.5),
  },
  '& .footer-mark': {
    backgroundColor: '#fff',
    borderRadius: theme.shape.borderRadius,
    display: 'inline-flex',
    padding: theme.spacing(0.25),
  },
  '& .footer-name': { fontWeight: 700, fontSize: '1.2rem' },
  '& .footer-about': { marginBottom: theme.spacing(2) },
  '& .footer-contact': { marginBottom: theme.spacing(2) },
  '& .footer-email': { overflowWrap: 'anywhere' },
  '& .footer-app-heading': { fontWeight: 700, fontSize: '0.95rem', margin: theme.spacing(0, 0, 1) },
  '& .footer-sms': { marginTop: theme.spacing(1.5) },
  '& .footer-print': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
  },
  '& .footer-links': {
    marginTop: theme.spacing(4),
    paddingTop: theme.spacing(3),
    borderTop: '1px solid rgba(255,255,255,0.25)',
  },
  '& .footer-guarantee': { marginTop: theme.spacing(3) },
  '& .footer-guarantee p': { maxWidth: 640 },
}));

function Column({ id, title, children }: { id: string; title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={footerClass.heading}>
        {intl.formatMessage(title)}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 Footer (desktop): about, learn more, specialities, contact (with the app badges and the app link by
 * SMS: chat consultations run only in the app), legal, social, language, guarantee. Plain elements styled by
 * the footer's root and this layout (./footerParts.tsx).
 */
export function FullFooter() {
  const intl = useIntl();
  const text = intl.formatMessage;
  const locale = intl.locale as Locale;
  const localized = useLocalizedPath();
  const isBusiness = useAppSelector(selectIsBusinessUser);
  const phone = useAppSelector(selectSupportPhone);
  const [isAppLinkOpen, setAppLinkOpen] = useState(false);
  return (
    <FooterRoot aria-label={text(footerMessages.label)}>
      <Layout maxWidth="lg">
        <div className="footer-columns">
          <div>
            <div className="footer-brand">
              <span className="footer-mark">
                <LogoMark size={28} />
              </span>
              <span className="footer-name">{text(appMessages.productName)}</span>
            </div>
            <p className={`${footerClass.small} footer-about`}>{text(footerMessages.about)}</p>
            <p className={footerClass.small}>{text(footerMessages.minimumAge)}</p>
          </div>
          <Column id="footer-learn-more" title={footerMessages.learnMore}>
            <ul className={footerClass.list}>
              <li>
                <a href={marketingUrl('blog', locale)}>{text(footerMessages.blog)}</a>
              </li>
              {!isBusiness && (
                <li>
                  <a href={env.specialistSignupUrl}>{text(footerMessages.becomeSpecialist)}</a>
                </li>
              )}
              <li>
                <RouterLink to={localized('/about-us')}>{text(footerMessages.aboutUs)}</RouterLink>
              </li>
              <li>
                <RouterLink to={localized('/contact-us')}>{text(footerMessages.contactUs)}</RouterLink>
              </li>
            </ul>
          </Column>
          <Column id="footer-specialties" title={footerMessages.specialties}>
            <FooterSpecialities />
          </Column>
          <Column id="footer-contact" title={footerMessages.contact}>
            <ul className={`${footerClass.list} footer-contact`}>
              <li>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="support-phone">
                  {text(footerMessages.phone, { phone })}
                </a>
              </li>
              <li>
                <a href={`mailto:${env.supportEmail}`} className="footer-email">
                  {text(footerMessages.email, { email: env.supportEmail })}
                </a>
              </li>
            </ul>
            <h3 className="footer-app-heading">{text(footerMessages.getTheApp)}</h3>
            <AppBadges />
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<SmsOutlined aria-hidden="true" />}
              onClick={() => setAppLinkOpen(true)}
              className="footer-sms"
            >
              <FormattedMessage {...appLinkMessages.open} />
            </Button>
            <LazyAppLinkDialog open={isAppLinkOpen} onClose={() => setAppLinkOpen(false)} />
          </Column>
        </div>
        <div className="footer-print footer-links">
          <LegalLinks />
          <SocialLinks />
          <LanguageLinks />
        </div>
        <div className="footer-print footer-guarantee">
          <p className={footerClass.small}>{text(footerMessages.guarantee)}</p>
          <BrandsImage />
        </div>
        <Copyright />
      </Layout>
    </FooterRoot>
  );
}
