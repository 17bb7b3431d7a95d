import { Page } from '../../../components/Page';
import { homeMessages } from '../messages';

export default function HomePage() {
  return <Page title={homeMessages.homeTitle} />;
}
