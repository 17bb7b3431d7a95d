import { Page } from '../../../components/Page';
import { bookingMessages } from '../messages';

export default function DoctorPreOrderPage() {
  return <Page title={bookingMessages.preOrderTitle} />;
}
