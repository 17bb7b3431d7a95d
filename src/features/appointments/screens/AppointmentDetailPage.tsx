import { Page } from '../../../components/Page';
import { appointmentsMessages } from '../messages';

export default function AppointmentDetailPage() {
  return <Page title={appointmentsMessages.appointmentDetailTitle} />;
}
