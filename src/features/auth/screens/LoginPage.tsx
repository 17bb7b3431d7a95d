import { Page } from '../../../components/Page';
import { authMessages } from '../messages';

export default function LoginPage() {
  return <Page title={authMessages.loginTitle} />;
}
