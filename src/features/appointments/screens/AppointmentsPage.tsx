import { Page } from '../../../components/Page';
import { appointmentsMessages } from '../messages';

export default function AppointmentsPage() {
  return <Page title={appointmentsMessages.appointmentsTitle} />;
}
