import { Page } from '../../../components/Page';
import { infoMessages } from '../messages';

export default function ContactUsPage() {
  return <Page title={infoMessages.contactUsTitle} />;
}
