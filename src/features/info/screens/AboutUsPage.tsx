import { Page } from '../../../components/Page';
import { infoMessages } from '../messages';

export default function AboutUsPage() {
  return <Page title={infoMessages.aboutUsTitle} />;
}
