import { Page } from '../../../components/Page';
import { authMessages } from '../messages';

export default function B2BLoginPage() {
  return <Page title={authMessages.b2bLoginTitle} />;
}
