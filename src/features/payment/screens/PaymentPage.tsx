import { Page } from '../../../components/Page';
import { paymentMessages } from '../messages';

export default function PaymentPage() {
  return <Page title={paymentMessages.title} />;
}
