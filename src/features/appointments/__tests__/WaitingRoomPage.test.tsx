import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClock } from '../../../testing/clock';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import type { AppointmentDetails } from '../api';
import { POLL_MS } from '../components/waiting/machine';
import { details, FIRST_RENDER, loggedIn, shellRoutes } from './fixtures';

const ROOM = 'http://provider.test/sandbox/video/41?lang=en';
let provider: LocalProvider;
let current: AppointmentDetails;
beforeEach(async () => {
  current = details();
  provider = await startLocalProvider({
    ...shellRoutes,
    'GET api/v1/appointment/details/41': () => ({ body: current }),
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await provider.close();
});

const starting = () => details({ status: 'session_starting', can_cancel: false, video_url: ROOM });
const polls = () => provider.received('GET api/v1/appointment/details/41').length;
const render = (path = '/en/waiting?id=41') =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState: loggedIn });
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, FIRST_RENDER);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('/waiting', () => {
  it('checks the devices first (here: a browser without a camera, explained), and lets the patient wait anyway', async () => {
    render();
    expect(await heading('Check your camera and microphone')).toBeVisible();
    expect(screen.getByText('This browser cannot use a camera here')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Wait without checking' }));
    expect(await heading('You are in the waiting room')).toBeVisible();
    expect(
      screen.getByText('Your session starts Tuesday, March 5 at 10:30 AM (peninsular time).'),
    ).toBeVisible();
  });

  it('starts the session by itself 2 minutes after it is starting, in the embedded room', async () => {
    current = starting();
    render();
    await heading('Check your camera and microphone');
    const user = fakeClock();
    await user.click(screen.getByRole('button', { name: 'Wait without checking' }));
    expect(await heading('Your session is starting')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(document.querySelector('iframe')).toBeNull();
    advance(60_000);
    const room = await screen.findByTitle('Video consultation with Dra. Carmen Ruiz');
    expect(room).toHaveAttribute('src', ROOM);
    expect(room).toHaveAttribute('allow', 'camera; microphone');
    expect(screen.getByRole('link', { name: /Open the consultation in a new tab/ })).toHaveAttribute(
      'href',
      ROOM,
    );
  });

  it("'Join now' joins at once; leaving and joining again work while the session lasts", async () => {
    current = starting();
    render();
    await heading('Check your camera and microphone');
    await userEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByTitle('Video consultation with Dra. Carmen Ruiz')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the consultation' }));
    expect(await heading('You left the consultation')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByTitle('Video consultation with Dra. Carmen Ruiz')).toBeVisible();
  });

  it('goes straight into a session already in progress, and to the review when it ends', async () => {
    current = details({ status: 'session_in_progress', can_cancel: false, video_url: ROOM });
    fakeClock();
    render();
    expect(
      await screen.findByTitle('Video consultation with Dra. Carmen Ruiz', {}, FIRST_RENDER),
    ).toBeVisible();
    current = details({ status: 'done', can_cancel: false, can_review: true });
    advance(POLL_MS.live);
    expect(await heading('Your consultation has ended')).toBeVisible();
    expect(screen.queryByTitle('Video consultation with Dra. Carmen Ruiz')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'How was your visit?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the appointment details' })).toHaveAttribute(
      'href',
      '/en/appointments-detail?id=41',
    );
  });

  it('offline: reconnecting, nothing starts on a stale status; back online it asks at once and shows the visit ended', async () => {
    current = starting();
    render();
    await heading('Check your camera and microphone');
    await userEvent.click(screen.getByRole('button', { name: 'Wait without checking' }));
    await heading('Your session is starting');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Connection lost. Reconnecting… Stay on this page.')).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeDisabled();

    current = details({ status: 'done', can_cancel: false, can_review: true });
    const before = polls();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await heading('Your consultation has ended')).toBeVisible();
    expect(polls()).toBe(before + 1);
    expect(screen.queryByText('Connection lost. Reconnecting… Stay on this page.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your session is starting' })).not.toBeInTheDocument();
  });

  it('polls nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    render();
    await heading('Check your camera and microphone');
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fakeClock();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const before = polls();
    advance(10 * POLL_MS.waiting);
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    expect(polls()).toBe(before);
    hidden.mockReturnValue('visible');
    current = starting();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(polls()).toBe(before + 1));
    expect(await screen.findByRole('heading', { name: 'Your session is starting' })).toBeVisible();
    hidden.mockRestore();
  });

  it('an unknown or another patient’s appointment is the not-found page, with no error logged', async () => {
    const errors = jest.spyOn(console, 'error');
    provider.route({
      'GET api/v1/appointment/details/41': () => ({
        status: 404,
        body: { code: 'appointment_not_found', message: 'x' },
      }),
    });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // A state of the page, not an error thrown to the route's boundary (React and the router log those).
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // An unknown visit stays unknown: the page stops asking (it used to ask again at once, without end).
    const asked = polls();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(polls()).toBe(asked);
  });
});
