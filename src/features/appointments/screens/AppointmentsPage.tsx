import { Page } from '../../../components/Page';
import { AppointmentsMessages } from '../AppointmentsMessages';
import { AppointmentTabs } from '../components/list/AppointmentTabs';
import { FollowUpRequests } from '../components/list/FollowUpRequests';
import { appointmentsMessages } from '../messages';

/** /appointments: follow-ups doctors suggested, then upcoming and past visits as tabs (`?tab=`). */
export default function AppointmentsPage() {
  return (
    <AppointmentsMessages>
      <Page title={appointmentsMessages.appointmentsTitle}>
        <FollowUpRequests />
        <AppointmentTabs />
      </Page>
    </AppointmentsMessages>
  );
}
