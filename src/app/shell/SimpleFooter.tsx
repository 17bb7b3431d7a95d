import { useIntl } from 'react-intl';
import { env } from '../../config/env';
import { selectSupportPhone } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { AppBadges } from '../../components/appLink/AppBadges';
import { Copyright, FooterRoot, footerClass, LegalLinks } from './footerParts';
import { LanguageLinks } from './LanguageLinks';
import { footerMessages } from './footerMessages';

/** Spec §2: the simplified footer of mobile devices: contact, the app, legal links, language, copyright. */
export function SimpleFooter() {
  const intl = useIntl();
  const phone = useAppSelector(selectSupportPhone);
  return (
    <FooterRoot aria-label={intl.formatMessage(footerMessages.label)} className={footerClass.simple}>
      <div className={footerClass.stack}>
        <div className={footerClass.list}>
          <a href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="support-phone">
            {intl.formatMessage(footerMessages.phone, { phone })}
          </a>
          <a href={`mailto:${env.supportEmail}`}>
            {intl.formatMessage(footerMessages.email, { email: env.supportEmail })}
          </a>
        </div>
        <AppBadges />
        <LegalLinks />
        <LanguageLinks />
      </div>
      <Copyright />
    </FooterRoot>
  );
}
