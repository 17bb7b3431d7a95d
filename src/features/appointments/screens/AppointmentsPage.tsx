import { Page } from '../../../components/Page';
import { useGetFollowUpRequestsQuery } from '../api';
import { AppointmentTabs } from '../components/list/AppointmentTabs';
import { FollowUpRequests } from '../components/list/FollowUpRequests';
import { appointmentsMessages } from '../messages';

/** /appointments: upcoming and past visits as tabs (`?tab=`), and the follow-ups doctors suggested. */
export default function AppointmentsPage() {
  // Follow-ups waiting for an answer come first; a loading, empty or failed section follows the visits. Only the
  // data decides (a section that moved on every retry would remount, and a remount refetches a failed query).
  const { data } = useGetFollowUpRequestsQuery();
  const pending = data?.followup_list.some((followUp) => followUp.status === 'pending') ?? false;
  return (
    <Page title={appointmentsMessages.appointmentsTitle}>
      {pending && <FollowUpRequests />}
      <AppointmentTabs />
      {!pending && <FollowUpRequests />}
    </Page>
  );
}
