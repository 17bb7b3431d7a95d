import { Page } from '../../../components/Page';
import { EmailLink } from '../components/EmailLink';
import { InfoSections } from '../components/InfoSections';
import { privacySections } from '../content/privacy';
import { infoMessages } from '../messages';

export default function PrivacyPolicyPage() {
  return (
    <Page title={infoMessages.privacyPolicyTitle}>
      <InfoSections sections={privacySections} values={{ email: <EmailLink /> }} withIndex />
    </Page>
  );
}
