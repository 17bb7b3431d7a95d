import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { appointmentsApi } from '../api';
import {
  type WaitingRoomEvent,
  initialWaitingRoomState,
  nextPollDelay,
  waitingRoomReducer,
} from '../components/waiting/machine';

type DetailsRequest = ReturnType<ReturnType<typeof appointmentsApi.endpoints.getAppointmentDetails.initiate>>;

const isLostConnection = (error: unknown) => (error as { status?: unknown }).status === 'FETCH_ERROR';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Drives the waiting room's machine: polls the appointment (`getAppointmentDetails`) as `nextPollDelay` says
 * (back-off after failures, paused while the tab is hidden, at once when it is shown again or the browser is
 * back online) and turns every answer, failure, visibility and connectivity change into an event.
 */
export function useWaitingRoom(appointmentId: number) {
  const dispatch = useAppDispatch();
  const [state, send] = useReducer(waitingRoomReducer, undefined, () => initialWaitingRoomState(isHidden()));
  const [polls, setPolls] = useState(0);
  const inFlight = useRef(false);
  const subscription = useRef<DetailsRequest | null>(null);
  const { data: details, error } =
    appointmentsApi.endpoints.getAppointmentDetails.useQueryState(appointmentId);
  // An unknown visit the server already asked about (its 404 page) is not found from the first render.
  const [notFound, setNotFound] = useState(() => isNotFound(error));

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
      if (isNotFound(error)) setNotFound(true);
      // A call the provider left unanswered until the timeout is its failure, not a lost connection.
      else send({ type: 'pollFailed', offline: isLostConnection(error) || !navigator.onLine });
    } finally {
      inFlight.current = false;
      setPolls((count) => count + 1);
    }
  }, [appointmentId, dispatch]);

  // An unknown visit stays unknown: nothing to poll for.
  const delay = notFound ? null : nextPollDelay(state);
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
