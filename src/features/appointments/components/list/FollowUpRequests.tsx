import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FollowUpRequest, useGetFollowUpRequestsQuery, useRejectFollowUpMutation } from '../../api';
import { followUpMessages } from '../../messages';
import { FollowUpCard } from './FollowUpCard';
import { ListFailed, ListLoading } from './ListStates';
import { RejectFollowUpDialog } from './RejectFollowUpDialog';

/** Follow-ups doctors suggested (`getFollowUpRequests`, the pending ones): book one, or decline it. */
export function FollowUpRequests() {
  const intl = useIntl();
  const query = useGetFollowUpRequestsQuery();
  const [rejectFollowUp, rejection] = useRejectFollowUpMutation();
  const [confirming, setConfirming] = useState<FollowUpRequest | null>(null);
  const [declined, setDeclined] = useState(false);
  const pending = (query.data?.followup_list ?? []).filter((followUp) => followUp.status === 'pending');

  const confirm = async (followUp: FollowUpRequest) => {
    const result = await rejectFollowUp(followUp.id);
    if ('data' in result) {
      setConfirming(null);
      setDeclined(true);
    }
  };

  let content;
  if (query.isLoading) content = <ListLoading label={followUpMessages.loading} rows={1} />;
  else if (query.isError && !query.data) {
    content = (
      <ListFailed
        message={followUpMessages.failed}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (pending.length === 0) {
    content = (
      <Typography sx={{ color: 'text.secondary' }}>
        <FormattedMessage {...followUpMessages.empty} />
      </Typography>
    );
  } else {
    content = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {pending.map((followUp) => (
          <li key={followUp.id}>
            <FollowUpCard
              followUp={followUp}
              onReject={(chosen) => {
                rejection.reset();
                setDeclined(false);
                setConfirming(chosen);
              }}
            />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="follow-ups-title" sx={{ my: 3 }}>
      <Typography id="follow-ups-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        <FormattedMessage {...followUpMessages.title} />
      </Typography>
      <div role="status">
        {declined && (
          <Alert
            severity="success"
            sx={{ mb: 1.5 }}
            onClose={() => setDeclined(false)}
            closeText={intl.formatMessage(followUpMessages.closeRejected)}
          >
            <FormattedMessage {...followUpMessages.rejected} />
          </Alert>
        )}
      </div>
      {content}
      <RejectFollowUpDialog
        followUp={confirming}
        rejecting={rejection.isLoading}
        failed={rejection.isError}
        onCancel={() => setConfirming(null)}
        onConfirm={(followUp) => void confirm(followUp)}
      />
    </Box>
  );
}
