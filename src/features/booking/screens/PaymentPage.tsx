import { Page } from '../../../components/Page';
import { bookingMessages } from '../messages';

export default function PaymentPage() {
  return <Page title={bookingMessages.paymentTitle} />;
}
