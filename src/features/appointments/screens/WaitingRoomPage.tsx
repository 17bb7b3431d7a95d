import { Page } from '../../../components/Page';
import { appointmentsMessages } from '../messages';

export default function WaitingRoomPage() {
  return <Page title={appointmentsMessages.waitingTitle} />;
}
