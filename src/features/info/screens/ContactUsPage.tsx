import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Page } from '../../../components/Page';
import { GetTheAppSection } from '../../../components/appLink/GetTheAppSection';
import { env } from '../../../config/env';
import { selectIsBusinessUser, selectSupportPhone } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { InfoSections } from '../components/InfoSections';
import { contactSections } from '../content/contact';
import { infoMessages } from '../messages';

const m = defineMessages({
  lead: {
    id: 'contact.lead',
    defaultMessage: 'Our support team is here to help with your account, appointments and payments.',
  },
  phoneTitle: { id: 'contact.phone.title', defaultMessage: 'Call us' },
  phoneBusiness: {
    id: 'contact.phone.business',
    defaultMessage: 'Support line for employees whose company covers the service.',
  },
  phonePatients: { id: 'contact.phone.patients', defaultMessage: 'Support line for patients.' },
  emailTitle: { id: 'contact.email.title', defaultMessage: 'Write to us' },
  emailBody: {
    id: 'contact.email.body',
    defaultMessage: 'Tell us your name and the e-mail of your account so we can find your details.',
  },
});

function ContactCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
        {icon}
        <Typography variant="h2" sx={{ fontSize: '1.2rem', color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Phone (the business line for business users) and e-mail: the provider API offers no contact form. */
export default function ContactUsPage() {
  const phone = useAppSelector(selectSupportPhone);
  const isBusiness = useAppSelector(selectIsBusinessUser);
  return (
    <Page title={infoMessages.contactUsTitle}>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>
        <FormattedMessage {...m.lead} />
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          mb: 5,
          maxWidth: 960,
        }}
      >
        <ContactCard icon={<PhoneIcon aria-hidden="true" />} title={<FormattedMessage {...m.phoneTitle} />}>
          <Box
            component="a"
            href={`tel:${phone.replace(/\s+/g, '')}`}
            data-testid="contact-phone"
            sx={{ fontSize: '1.4rem', fontWeight: 700, color: 'primary.main' }}
          >
            {phone}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            <FormattedMessage {...(isBusiness ? m.phoneBusiness : m.phonePatients)} />
          </Typography>
        </ContactCard>
        <ContactCard icon={<EmailIcon aria-hidden="true" />} title={<FormattedMessage {...m.emailTitle} />}>
          <Box
            component="a"
            href={`mailto:${env.supportEmail}`}
            sx={{ fontSize: '1.2rem', fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}
          >
            {env.supportEmail}
          </Box>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            <FormattedMessage {...m.emailBody} />
          </Typography>
        </ContactCard>
      </Box>
      <InfoSections sections={contactSections} />
      <GetTheAppSection />
    </Page>
  );
}
