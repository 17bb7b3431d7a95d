import { Page } from '../../../components/Page';
import { profileMessages } from '../messages';

export default function ProfilePage() {
  return <Page title={profileMessages.profileTitle} />;
}
