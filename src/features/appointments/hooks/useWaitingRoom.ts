import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isConnectionError } from '../../../components/appointments/errors';
import { useAppDispatch } from '../../../store/hooks';
import { appointmentsApi } from '../api';
import {
  type WaitingRoomEvent,
  initialWaitingRoomState,
  nextPollDelay,
  waitingRoomReducer,
} from '../components/waiting/machine';

type DetailsRequest = ReturnType<ReturnType<typeof appointmentsApi.endpoints.getAppointmentDetails.initiate>>;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Drives the waiting room's machine: polls the appointment (`getAppointmentDetails`) as `nextPollDelay` says
 * (back-off after failures, paused while the tab is hidden, at once when it is shown again or the browser is
 * back online) and turns every answer, failure, visibility and connectivity change into an event.
 */
export function useWaitingRoom(appointmentId: number) {
  const dispatch = useAppDispatch();
  const [state, send] = useReducer(waitingRoomReducer, undefined, () => initialWaitingRoomState(isHidden()));
  const [notFound, setNotFound] = useState(false);
  const [polls, setPolls] = useState(0);
  const inFlight = useRef(false);
  const subscription = useRef<DetailsRequest | null>(null);
  const { data: details } = appointmentsApi.endpoints.getAppointmentDetails.useQueryState(appointmentId);

  const poll = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const request = dispatch(
      appointmentsApi.endpoints.getAppointmentDetails.initiate(appointmentId, { forceRefetch: true }),
    );
    // Keep one subscription, so the cached appointment stays while the page is open.
    subscription.current?.unsubscribe();
    subscription.current = request;
    try {
      const data = await request.unwrap();
      send({ type: 'statusReceived', status: data.status, videoUrl: data.video_url, at: Date.now() });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) setNotFound(true);
      else send({ type: 'pollFailed', offline: isConnectionError(error) || !navigator.onLine });
    } finally {
      inFlight.current = false;
      setPolls((count) => count + 1);
    }
  }, [appointmentId, dispatch]);

  const delay = nextPollDelay(state);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void poll(), delay);
    return () => clearTimeout(timer);
  }, [delay, polls, poll]);

  useEffect(() => {
    const visibility = () => {
      if (isHidden()) send({ type: 'tabHidden' });
      else {
        send({ type: 'tabVisible' });
        void poll();
      }
    };
    const online = () => {
      send({ type: 'cameOnline' });
      void poll();
    };
    const offline = () => send({ type: 'wentOffline' });
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [poll]);

  useEffect(() => () => subscription.current?.unsubscribe(), []);

  return { state, send: send as (event: WaitingRoomEvent) => void, details, notFound };
}
