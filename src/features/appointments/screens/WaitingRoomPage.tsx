import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../../components/Page';
import { PageNotFoundError } from '../../../components/notFound';
import { ListFailed, ListLoading } from '../components/list/ListStates';
import { WaitingRoomView } from '../components/waiting/WaitingRoomView';
import { useAppointmentId } from '../hooks/useAppointmentId';
import { useWaitingRoom } from '../hooks/useWaitingRoom';
import { appointmentsMessages } from '../messages';
import { waitingMessages } from '../waitingMessages';

function WaitingRoom({ appointmentId }: { appointmentId: number }) {
  const { state, send, details, notFound } = useWaitingRoom(appointmentId);
  if (notFound) throw new PageNotFoundError();
  if (state.phase === 'error') {
    return (
      <ListFailed message={waitingMessages.failed} retrying={false} onRetry={() => send({ type: 'retry' })} />
    );
  }
  if (!details || state.phase === 'loading') {
    return (
      <>
        <div role="status">
          {state.reconnecting && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              <FormattedMessage {...waitingMessages.reconnecting} />
            </Alert>
          )}
        </div>
        <ListLoading label={waitingMessages.loading} rows={2} />
      </>
    );
  }
  return <WaitingRoomView state={state} send={send} details={details} />;
}

/** /waiting?id=: the waiting room, the device check and the consultation; an unknown id is not found. */
export default function WaitingRoomPage() {
  const id = useAppointmentId();
  if (id === null) throw new PageNotFoundError();
  return (
    <Page title={appointmentsMessages.waitingTitle}>
      <WaitingRoom key={id} appointmentId={id} />
    </Page>
  );
}
