import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../../components/Page';
import { NotFound } from '../../../components/NotFound';
import { ListFailed, ListLoading } from '../components/list/ListStates';
import { WaitingRoomView } from '../components/waiting/WaitingRoomView';
import { useAppointmentId } from '../hooks/useAppointmentId';
import { useWaitingRoom } from '../hooks/useWaitingRoom';
import { appointmentsMessages } from '../messages';
import { waitingMessages } from '../waitingMessages';

function WaitingRoom({ appointmentId }: { appointmentId: number }) {
  const { state, send, details, notFound } = useWaitingRoom(appointmentId);
  if (notFound) return <NotFound />;
  return (
    <Page title={appointmentsMessages.waitingTitle}>
      <WaitingRoomState state={state} send={send} details={details} />
    </Page>
  );
}

function WaitingRoomState({ state, send, details }: Omit<ReturnType<typeof useWaitingRoom>, 'notFound'>) {
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
  return id === null ? <NotFound /> : <WaitingRoom key={id} appointmentId={id} />;
}
