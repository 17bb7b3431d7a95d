import { Page } from '../../../components/Page';
import { infoMessages } from '../messages';

export default function CookiePolicyPage() {
  return <Page title={infoMessages.cookiePolicyTitle} />;
}
