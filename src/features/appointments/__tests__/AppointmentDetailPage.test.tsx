import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClock } from '../../../testing/clock';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import type { AppointmentDetails } from '../api';
import { NOTE_SAVE_DELAY_MS } from '../hooks/useAutosavedNote';
import { details, FIRST_RENDER, loggedIn, shellRoutes } from './fixtures';

let provider: LocalProvider;
let current: AppointmentDetails;
beforeEach(async () => {
  current = details();
  provider = await startLocalProvider({
    ...shellRoutes,
    'GET api/v1/appointment/details/41': () => ({ body: current }),
    'POST api/v1/appointment/update-note': ({ body }) => {
      current = { ...current, note: (body as { note: string }).note };
      return { body: current };
    },
    'GET api/v1/user/prescription': () => ({
      body: {
        prescription: {
          id: 5,
          status: 'approved',
          images: [],
          medicines: [],
          share_scope: 'all',
          shared_meeting_id: null,
          access_requests: [],
        },
      },
    }),
    'PUT api/v1/user/prescription/share-with-meeting': () => {
      current = { ...current, prescription_shared: true };
      return { body: { prescription: {} } };
    },
    'GET api/v1/meeting/cancellations/reasons/41': () => ({
      body: {
        reason_list: [
          { id: 1, title: 'I no longer need it' },
          { id: 2, title: 'I cannot make that time' },
        ],
        refund: { amount: { amount: 3900, currency: 'EUR' }, destination: 'balance' },
        returns_bundle_meeting: false,
      },
    }),
    'POST api/v1/meeting/cancellations/submit/41': () => ({
      body: { refund: { amount: { amount: 3900, currency: 'EUR' }, destination: 'balance' } },
    }),
    'PUT api/v1/meeting/cancel-meeting/41': () => {
      current = { ...current, status: 'canceled', can_cancel: false };
      return {
        body: {
          appointment: current,
          refund: { amount: { amount: 3900, currency: 'EUR' }, destination: 'balance' },
        },
      };
    },
  });
});
afterEach(() => provider.close());

const render = (path = '/en/appointments-detail?id=41') =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState: loggedIn });

const main = () => screen.getByRole('main');

describe('/appointments-detail', () => {
  it('shows the doctor, the time with its zone, the price, how it was paid and the invoice', async () => {
    current = details({
      paid_by: 'card_and_balance',
      payment: { card: { amount: 1900, currency: 'EUR' }, balance: { amount: 2000, currency: 'EUR' } },
    });
    render();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dra. Carmen Ruiz' }, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getByText('Tuesday, March 5 at 10:30 AM (peninsular time)')).toBeVisible();
    expect(screen.getByText('€39.00')).toBeVisible();
    expect(screen.getByText('Paid by card and from your balance')).toBeVisible();
    expect(screen.getByText('€19.00 by card and €20.00 from your balance')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Invoice (PDF): Dra. Carmen Ruiz, Psychology, Tuesday, March 5, 2030 at 10:30 AM (peninsular time)',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the waiting room' })).not.toBeInTheDocument();
  });

  it('downloads the invoice with the session and saves the PDF (a plain link would go without it)', async () => {
    current = details({ invoice_url: `${provider.url}invoices/appointment-41` });
    provider.route({ 'GET invoices/appointment-41': () => ({ body: {} }) });
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/invoice-41');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /^Invoice \(PDF\)/ }, FIRST_RENDER));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost/invoice-41', download: 'invoice.pdf' }]),
    );
    expect(
      provider.received('GET invoices/appointment-41').map((call) => call.headers.authorization),
    ).toEqual(['Bearer A']);
    click.mockRestore();
  });

  it('an unknown id, another patient’s (404) or no id at all is the not-found page, with no error logged', async () => {
    const errors = jest.spyOn(console, 'error');
    provider.route({
      'GET api/v1/appointment/details/77': () => ({
        status: 404,
        body: { code: 'appointment_not_found', message: 'x' },
      }),
    });
    render('/en/appointments-detail?id=77');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }, FIRST_RENDER),
    ).toBeVisible();
    render('/en/appointments-detail?id=abc');
    expect(
      (await screen.findAllByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).length,
    ).toBeGreaterThan(0);
    // A state of the page, not an error thrown to the route's boundary (React and the router log those).
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('offers the waiting room when the session is near', async () => {
    current = details({
      status: 'session_starting',
      can_cancel: false,
      video_url: 'http://provider.test/room',
    });
    render();
    expect(await screen.findByRole('link', { name: 'Go to the waiting room' }, FIRST_RENDER)).toHaveAttribute(
      'href',
      '/en/waiting?id=41',
    );
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('saves the note as the patient types (debounced), shows the limit, and sends what is unsaved when leaving', async () => {
    render();
    const note = await screen.findByRole(
      'textbox',
      { name: 'What should your doctor know before the visit?' },
      FIRST_RENDER,
    );
    const user = fakeClock();
    try {
      await user.type(note, 'Cough');
      expect(screen.getByText('5 of 2000 characters')).toBeVisible();
      expect(provider.received('POST api/v1/appointment/update-note')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS));
      await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
      expect(provider.received('POST api/v1/appointment/update-note').map((request) => request.body)).toEqual(
        [{ appointment_id: 41, note: 'Cough' }],
      );
      await user.type(note, ' at night');
      await user.click(screen.getByRole('link', { name: 'All my appointments' }));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() =>
      expect(provider.received('POST api/v1/appointment/update-note').map((request) => request.body)).toEqual(
        [
          { appointment_id: 41, note: 'Cough' },
          { appointment_id: 41, note: 'Cough at night' },
        ],
      ),
    );
  });

  it('a note that fails to save stays, says so, and is saved on demand', async () => {
    provider.route({
      'POST api/v1/appointment/update-note': () => ({
        status: 500,
        body: { code: 'internal_error', message: 'x' },
      }),
    });
    render();
    const note = await screen.findByRole('textbox', { name: /before the visit/ }, FIRST_RENDER);
    const user = fakeClock();
    try {
      await user.type(note, 'Fever');
      act(() => jest.advanceTimersByTime(NOTE_SAVE_DELAY_MS));
      expect(await screen.findByText('Not saved yet. Your text is still here.')).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
    expect(note).toHaveValue('Fever');
    provider.route({
      'POST api/v1/appointment/update-note': ({ body }) => ({
        body: { ...current, note: (body as { note: string }).note },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('shares the prescription with this visit', async () => {
    render();
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Share my prescription with Dra. Carmen Ruiz' },
        FIRST_RENDER,
      ),
    );
    expect(
      await screen.findByText('Your prescription is shared with the doctor of this visit.'),
    ).toBeVisible();
    expect(provider.received('PUT api/v1/user/prescription/share-with-meeting').map((r) => r.body)).toEqual([
      { meeting_id: 41 },
    ]);
  });

  it('cancels: a reason, then the refund and where it goes before anything is sent, then both calls and the call-back', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }, FIRST_RENDER));
    expect(router.state.location.search).toBe('?id=41&cancel=reasons');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I cannot make that time' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Anything else? (optional)' }), 'Work');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.search).toBe('?id=41&cancel=confirm&reason_id=2');
    expect(within(dialog).getByText('We will refund €39.00 to your balance.')).toBeVisible();
    expect(within(dialog).getByText('Reason: I cannot make that time')).toBeVisible();
    expect(provider.received('POST api/v1/meeting/cancellations/submit/41')).toHaveLength(0);
    expect(provider.received('PUT api/v1/meeting/cancel-meeting/41')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Anything else? (optional)' })).toHaveValue('Work');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(main()).findByText('Our support team will call you in about 15 minutes.'),
    ).toBeVisible();
    expect(within(main()).getByText('€39.00 is back in your balance.')).toBeVisible();
    expect(provider.received('POST api/v1/meeting/cancellations/submit/41').map((r) => r.body)).toEqual([
      { reason_id: 2, comment: 'Work' },
    ]);
    expect(provider.received('PUT api/v1/meeting/cancel-meeting/41')).toHaveLength(1);
    expect(await within(main()).findByText('Cancelled')).toBeVisible();
    expect(router.state.location.search).toBe('?id=41');
  });

  it('a visit whose session started meanwhile is not cancelled, and says why', async () => {
    provider.route({
      'POST api/v1/meeting/cancellations/submit/41': () => ({
        status: 409,
        body: { code: 'appointment_not_cancellable', message: 'x' },
      }),
    });
    render('/en/appointments-detail?id=41&cancel=confirm&reason_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment' }, FIRST_RENDER);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel appointment' }));
    expect(
      await within(dialog).findByText(
        'This appointment can no longer be cancelled: its session has started.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();
    expect(provider.received('PUT api/v1/meeting/cancel-meeting/41')).toHaveLength(0);
  });

  it('a finished visit asks for a review once; a reviewed one says thanks', async () => {
    current = details({ status: 'done', can_cancel: false, can_review: true, note: 'Cough' });
    const view = render();
    expect(await screen.findByRole('form', { name: 'How was your visit?' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByText('Cough')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /before the visit/ })).not.toBeInTheDocument();
    view.unmount();
    current = details({ status: 'done', can_cancel: false, can_review: false });
    render();
    expect(
      await screen.findByText('You have reviewed this visit. Thank you!', {}, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'How was your visit?' })).not.toBeInTheDocument();
  });
});

describe('/appointments-detail offline', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());
  const goOnline = (value: boolean) =>
    act(() => {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });

  it('says so with the time it was shown as of, disables cancel with the reason, and gives it back online', async () => {
    render();
    // The route's code loads first (slow on a busy machine).
    const cancel = await screen.findByRole('button', { name: 'Cancel appointment' }, { timeout: 30_000 });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    goOnline(false);
    // The day and time with its zone (e.g. 'November 26 at 09:12 PM UTC'), not a raw timestamp.
    const banner = screen.getByText(/^You are offline: shown as of /);
    expect(banner).toBeVisible();
    expect(banner.textContent).toMatch(/shown as of [A-Z][a-z]+ \d+\D.*\d:\d\d.*[A-Z]{3}.*\.$/);
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      'This needs a connection: it comes back by itself when you are online again.',
    );
    // What the page shows stays: the doctor, the time with its zone.
    expect(screen.getByRole('heading', { level: 2, name: 'Dra. Carmen Ruiz' })).toBeVisible();

    goOnline(true);
    expect(cancel).toBeEnabled();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  }, 60_000);
});
