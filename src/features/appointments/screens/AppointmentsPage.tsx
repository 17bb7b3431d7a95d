import { useState } from 'react';
import { Page } from '../../../components/Page';
import { useGetFollowUpRequestsQuery } from '../api';
import { AppointmentTabs } from '../components/list/AppointmentTabs';
import { FollowUpRequests } from '../components/list/FollowUpRequests';
import { appointmentsMessages } from '../messages';

/** /appointments: upcoming and past visits as tabs (`?tab=`), and the follow-ups doctors suggested. */
export default function AppointmentsPage() {
  // Follow-ups waiting for an answer come first, and stay there once they did (a section that moved would lose
  // its 'declined' confirmation); a loading, empty or failed section follows the visits. Only the data decides:
  // a remount refetches a failed query, so a section moving on every retry would loop.
  const { data } = useGetFollowUpRequestsQuery();
  const pending = data?.followup_list.some((followUp) => followUp.status === 'pending') ?? false;
  const [followUpsFirst, setFollowUpsFirst] = useState(false);
  if (pending && !followUpsFirst) setFollowUpsFirst(true);
  return (
    <Page title={appointmentsMessages.appointmentsTitle}>
      {followUpsFirst && <FollowUpRequests />}
      <AppointmentTabs />
      {!followUpsFirst && <FollowUpRequests />}
    </Page>
  );
}
