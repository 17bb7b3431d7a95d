import { Page } from '../../../components/Page';
import { prescriptionsMessages } from '../messages';

export default function RenewPage() {
  return <Page title={prescriptionsMessages.renewTitle} />;
}
