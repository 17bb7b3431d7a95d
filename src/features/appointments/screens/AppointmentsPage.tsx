import Box from '@mui/material/Box';
import { useState } from 'react';
import { Page } from '../../../components/Page';
import { useGetFollowUpRequestsQuery } from '../api';
import { AppointmentTabs } from '../components/list/AppointmentTabs';
import { FollowUpRequests } from '../components/list/FollowUpRequests';
import { ListLoading } from '../components/list/ListStates';
import { appointmentsMessages, listMessages } from '../messages';

/** /appointments: upcoming and past visits as tabs (`?tab=`), and the follow-ups doctors suggested. */
export default function AppointmentsPage() {
  // Follow-ups waiting for an answer come first, and stay there once they did (a section that moved would lose
  // its 'declined' confirmation); a loading, empty or failed section follows the visits. Only the data decides:
  // a remount refetches a failed query, so a section moving on every retry would loop.
  const { data, isLoading } = useGetFollowUpRequestsQuery();
  const pending = data?.followup_list.some((followUp) => followUp.status === 'pending') ?? false;
  const [followUpsFirst, setFollowUpsFirst] = useState(false);
  if (pending && !followUpsFirst) setFollowUpsFirst(true);
  return (
    <Page title={appointmentsMessages.appointmentsTitle}>
      {/* Until the follow-ups have answered, the visits wait hidden (their calls already under way) behind one
          loading state: follow-ups that then came first would push the visits down under the patient's finger. */}
      {isLoading && (
        <Box sx={{ mt: 2 }}>
          <ListLoading label={listMessages.loading} />
        </Box>
      )}
      <Box sx={isLoading ? { display: 'none' } : undefined}>
        {followUpsFirst && <FollowUpRequests />}
        <AppointmentTabs />
        {!followUpsFirst && <FollowUpRequests />}
      </Box>
    </Page>
  );
}
