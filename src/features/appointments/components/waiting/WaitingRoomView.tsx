import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import type { AppointmentDetails } from '../../api';
import { waitingMessages } from '../../waitingMessages';
import { ConsultationFrame } from './ConsultationFrame';
import { DeviceCheck } from './DeviceCheck';
import type { WaitingRoomEvent, WaitingRoomState } from './machine';
import { CanceledPanel, EndedPanel, LeftPanel, VisitHeader, WaitingPanel } from './Panels';
import { StartingPanel } from './StartingPanel';

interface WaitingRoomViewProps {
  state: WaitingRoomState;
  send: (event: WaitingRoomEvent) => void;
  details: AppointmentDetails;
}

/** One screen per phase of the machine, under the visit's header and the 'reconnecting' banner. */
export function WaitingRoomView({ state, send, details }: WaitingRoomViewProps) {
  const { phase } = state;
  const starting = state.status === 'session_starting';
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }} data-phase={phase}>
      <VisitHeader details={details} />
      <div role="status">
        {state.reconnecting && (
          <Alert severity="warning">
            <FormattedMessage {...waitingMessages.reconnecting} />
          </Alert>
        )}
      </div>
      {phase === 'checkingDevices' && (
        <>
          {starting && <StartingPanel state={state} send={send} compact />}
          <DeviceCheck onDone={() => send({ type: 'devicesChecked' })} />
        </>
      )}
      {phase === 'waiting' && (
        <WaitingPanel details={details} onCheckDevices={() => send({ type: 'deviceCheckReopened' })} />
      )}
      {phase === 'starting' && <StartingPanel state={state} send={send} />}
      {phase === 'inCall' && state.videoUrl && (
        <ConsultationFrame
          url={state.videoUrl}
          doctor={details.doctor.full_name}
          onLeave={() => send({ type: 'leftCall' })}
        />
      )}
      {phase === 'left' && (
        <LeftPanel disabled={state.reconnecting} onRejoin={() => send({ type: 'rejoin' })} />
      )}
      {phase === 'ended' && <EndedPanel details={details} />}
      {phase === 'canceled' && <CanceledPanel details={details} />}
    </Box>
  );
}
