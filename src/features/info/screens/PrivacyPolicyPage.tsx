import { Page } from '../../../components/Page';
import { infoMessages } from '../messages';

export default function PrivacyPolicyPage() {
  return <Page title={infoMessages.privacyPolicyTitle} />;
}
