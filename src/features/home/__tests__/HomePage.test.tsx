import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '../../../state/session/api';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { initialShellState } from '../../../state/shell/shellSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { summaryOf } from '../../../testing/profileSummary';
import { fakeServices } from '../../../testing/services';

const FIRST_RENDER = { timeout: 5000 };
const loggedIn = {
  session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A', refreshToken: 'R' },
};

const profile: Profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: null, companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-02',
  is_subscription_active: false,
};

const symptoms = [
  { id: 4, title: 'Fiebre', speciality_id: 2 },
  { id: 6, title: 'Dolor de cabeza', speciality_id: 2 },
  { id: 13, title: 'Acné', speciality_id: 5 },
];

const appointment = {
  id: 41,
  status: 'booked',
  appointment_type: 'booked',
  start_at: '2030-03-05T10:30:00+01:00',
  time_zone: 'Atlantic/Canary',
  doctor: { id: 3, full_name: 'Dra. Carmen Ruiz', photo_url: null, speciality_title: 'Psychology' },
  speciality_id: 1,
  price: { amount: 3400, currency: 'EUR' },
  paid_by: 'card',
  note: null,
  can_cancel: true,
  can_review: false,
  covered_by_company: false,
};

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v1/profile': () => ({ body: profile }),
    'GET api/v1/profile/summary': () => ({ body: summaryOf(profile) }),
    'GET api/v1/symptom': () => ({ body: { symptom_list: symptoms } }),
    'GET api/v1/pwa/main-search': ({ query }) => ({
      body: /derm/i.test(query.get('q') ?? '')
        ? {
            specialities: [{ id: 5, title: 'Dermatology', slug: 'dermatology' }],
            symptoms: [],
            doctors: [
              {
                id: 9,
                full_name: 'Dr. Pablo Gil',
                speciality_id: 5,
                speciality_title: 'Dermatology',
                photo_url: null,
              },
            ],
          }
        : { specialities: [], symptoms: [], doctors: [] },
    }),
    'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [appointment] } }),
  });
});
afterEach(() => provider.close());

const render = (path = '/en', preloadedState = {}) =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState });

async function renderHome(path = '/en', preloadedState = {}) {
  const view = render(path, preloadedState);
  await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
  return view;
}

describe('home search', () => {
  it('suggests specialities and doctors from main-search and chooses by keyboard', async () => {
    const { router } = await renderHome();
    const input = screen.getByRole('combobox', { name: 'Search by specialty or symptom' });
    await userEvent.type(input, 'derm');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /Dermatology Specialty/ })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: /Dr. Pablo Gil/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 suggestions');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/doctor_pre_order'));
    expect(router.state.location.search).toBe('?specialityId=5');
    // Debounced: one request for the whole word, not one per key.
    expect(provider.received('GET api/v1/pwa/main-search').map((r) => r.query.get('q'))).toEqual(['derm']);
  });

  it('matches the symptom list as one types, ignoring accents, and leads to booking', async () => {
    const { router } = await renderHome();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'acne');
    const option = await screen.findByRole('option', { name: /Acné Symptom/ });
    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/doctor_pre_order'));
    expect(router.state.location.search).toBe('?specialityId=5&symptomId=13');
  });

  it('closes the suggestions on Escape and says when nothing matches', async () => {
    await renderHome();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'fie');
    expect(await screen.findByRole('option', { name: /Fiebre/ })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, 'zzzz');
    expect(
      await screen.findByText('No matches for “zzzz”. Try another word or see all specialties.'),
    ).toBeVisible();
  });

  it('reports a failed search with a retry', async () => {
    provider.route({
      'GET api/v1/pwa/main-search': () => ({ status: 500, body: { code: 'x', message: 'x' } }),
    });
    await renderHome();
    await userEvent.type(screen.getByRole('combobox'), 'derm');
    expect(await screen.findByText(/Search is not available right now/)).toBeVisible();
    provider.route({
      'GET api/v1/pwa/main-search': () => ({
        body: {
          specialities: [{ id: 5, title: 'Dermatology', slug: 'dermatology' }],
          symptoms: [],
          doctors: [],
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('option', { name: /Dermatology/ })).toBeInTheDocument();
  });
});

describe('home content', () => {
  it('shows the eight quick actions, renew leading to login for a visitor', async () => {
    await renderHome();
    const region = within(screen.getByRole('region', { name: 'What do you need today?' }));
    expect(region.getAllByRole('listitem')).toHaveLength(8);
    const tiles = region.getAllByRole('link');
    expect(tiles).toHaveLength(7);
    expect(tiles[0]).toHaveAccessibleName(/^Renew my prescription/);
    expect(tiles[0]).toHaveAttribute('href', '/en/login?type=renew');
    // A lab test is a general practitioner's: booking starts with that speciality chosen.
    expect(tiles[1]).toHaveAttribute('href', '/en/doctor_pre_order?specialityId=2');
    expect(tiles[4]).toHaveAttribute('href', '/en/doctor_pre_order?specialityId=2');
    expect(tiles[3]).toHaveAttribute('href', '/en/doctor_pre_order?appointmentType=emergency');
    expect(tiles[6]).toHaveAccessibleName(/^See a doctor online.*at a time that suits you/);
    // It books a time, as it says: seeing a doctor now is the urgent tile's.
    expect(tiles[6]).toHaveAttribute('href', '/en/doctor_pre_order?appointmentType=booked');
    expect(region.getByRole('button', { name: /^Chat with a doctor in your language/ })).toBeVisible();
  });

  it('offers the app from the chat tile: the link by SMS on a computer', async () => {
    provider.route({
      'GET api/v1/auth/calling-code-countries': () => ({
        body: { country_list: [{ id: 1, name: 'Spain', iso_code: 'ES', calling_code: '+34' }] },
      }),
      'POST api/v1/campaign/landing/mobile': () => ({ body: { sent: true } }),
    });
    const user = userEvent.setup();
    await renderHome('/en');
    const tile = screen.getByRole('button', { name: /^Chat with a doctor in your language/ });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with a doctor in our app' }, FIRST_RENDER);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Text me the link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Link sent to +34 612 34 56 78.');
    expect(provider.received('POST api/v1/campaign/landing/mobile')[0]?.body).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
      language_id: 2,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tile).toHaveFocus();
  });

  it('offers the store badges alone from the chat tile on a phone', async () => {
    const user = userEvent.setup();
    await renderHome('/', { shell: { ...initialShellState, deviceType: 'mobile' } });
    await user.click(screen.getByRole('button', { name: /^Chatea con un médico en tu idioma/ }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Chatea con un médico en nuestra app' },
      FIRST_RENDER,
    );
    expect(within(dialog).getByRole('link', { name: 'Descárgala en el App Store' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Disponible en Google Play' })).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('states the trial plan, the free first consultation and the guarantee', async () => {
    await renderHome();
    // The offers load lazily, as they sit below the fold.
    expect(await screen.findByText('The first 3 months are free.')).toBeVisible();
    expect(screen.getByText('Up to 2 consultations a month.')).toBeVisible();
    expect(screen.getByText(/We remind you 7 days before the first charge/)).toBeVisible();
    expect(screen.getByText(/renews every month/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your first consultation is free' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Satisfaction guarantee' })).toBeVisible();
  });

  it('reports the home page to analytics once, with its language and whether there is a session', async () => {
    const { services, router } = await renderHome('/en', loggedIn);
    await waitFor(() => expect(services.events).toHaveLength(1));
    expect(services.events[0]).toEqual({
      event: 'home_page',
      properties: { is_logged_in: true, page: '/', language: 'en' },
    });
    await act(() => router.navigate('/en?from=elsewhere'));
    expect(services.events).toHaveLength(1);
  });

  it('greets a patient by name from the lighter profile, never fetching the whole one', async () => {
    provider.route({
      'GET api/v1/profile/summary': () => ({ body: { ...summaryOf(profile), full_name: 'ana garcía' } }),
    });
    await renderHome('/en', loggedIn);
    expect(await screen.findByText('Hello, Ana García')).toBeVisible();
    expect(provider.received('GET api/v1/profile/summary')).toHaveLength(1);
    expect(provider.received('GET api/v1/profile')).toHaveLength(0);
  });

  it('greets nobody without a session', async () => {
    await renderHome('/');
    expect(screen.queryByText(/^Hola,/)).not.toBeInTheDocument();
    expect(provider.received('GET api/v1/profile/summary')).toHaveLength(0);
  });

  it('does not ask for appointments without a session', async () => {
    await renderHome();
    expect(screen.queryByRole('heading', { name: 'Your upcoming appointments' })).not.toBeInTheDocument();
    expect(provider.received('GET api/v2/meeting/homepage/upcomings')).toHaveLength(0);
  });

  it('lists upcoming appointments with their time zone for a patient', async () => {
    await renderHome('/en', loggedIn);
    const section = await screen.findByRole('region', { name: 'Your upcoming appointments' }, FIRST_RENDER);
    expect(await within(section).findByText('Dra. Carmen Ruiz')).toBeVisible();
    expect(within(section).getByText('Tuesday, March 5 at 9:30 AM (Canary Islands time)')).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'View details of the visit with Dra. Carmen Ruiz' }),
    ).toHaveAttribute('href', '/en/appointments-detail?id=41');
    expect(within(section).getByText('Booked')).toBeVisible();
    expect(within(section).getByText('Paid by card')).toBeVisible();
    expect(within(section).queryByRole('link', { name: 'Go to the waiting room' })).not.toBeInTheDocument();
    const tiles = within(screen.getByRole('region', { name: 'What do you need today?' })).getAllByRole(
      'link',
    );
    expect(tiles[0]).toHaveAttribute('href', '/en/renew');
  });

  it('links a visit that is near to the waiting room', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({
        body: { appointment_list: [{ ...appointment, status: 'session_starting', can_cancel: false }] },
      }),
    });
    await renderHome('/en', loggedIn);
    const section = await screen.findByRole('region', { name: 'Your upcoming appointments' }, FIRST_RENDER);
    expect(await within(section).findByRole('link', { name: 'Go to the waiting room' })).toHaveAttribute(
      'href',
      '/en/waiting?id=41',
    );
  });

  it('gently asks to rate the latest visit not reviewed yet, once', async () => {
    const done = { ...appointment, id: 40, status: 'done', can_cancel: false };
    provider.route({
      'GET api/v2/appointments/user/history': () => ({
        body: {
          appointment_list: [
            { ...done, can_review: true },
            { ...done, id: 39, can_review: true },
          ],
        },
      }),
      'POST api/v1/review': () => ({ status: 201, body: { id: 1 } }),
    });
    await renderHome('/en', loggedIn);
    const prompt = await screen.findByRole('complementary', { name: 'Rate your last visit' }, FIRST_RENDER);
    expect(
      within(prompt).getByRole('heading', { name: 'How was your visit with Dra. Carmen Ruiz?' }),
    ).toBeVisible();
    fireEvent.click(within(prompt).getByRole('radio', { name: '5 stars' }));
    provider.route({
      'GET api/v2/appointments/user/history': () => ({
        body: { appointment_list: [done, { ...done, id: 39, can_review: true }] },
      }),
    });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Send review' }));
    expect(await within(prompt).findByText('Thank you for your review!')).toBeVisible();
    expect(provider.received('POST api/v1/review').map((request) => request.body)).toEqual([
      { appointment_id: 40, rating: 5 },
    ]);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Rate your last visit' })).not.toBeInTheDocument();
  });

  it('offers a retry when the appointments fail to load', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({ status: 500, body: { code: 'x', message: 'x' } }),
    });
    await renderHome('/en', loggedIn);
    const section = await screen.findByRole('region', { name: 'Your upcoming appointments' }, FIRST_RENDER);
    expect(await within(section).findByText('Your appointments could not be loaded.')).toBeVisible();
    provider.route({ 'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [] } }) });
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('You have no upcoming appointments.')).toBeVisible();
  });
});

describe('testimonial carousel', () => {
  it('shows 9 reviews three times, moves with the buttons and arrow keys, and can be paused', async () => {
    await renderHome();
    const carousel = await screen.findByRole('region', { name: 'What our patients say' }, FIRST_RENDER);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(27);
    expect(within(carousel).getByRole('group', { name: '1 of 27' })).toHaveTextContent('Marta');
    expect(within(carousel).getByRole('group', { name: '1 of 27' })).toHaveTextContent(
      'Consultation with Laura Gómez',
    );
    expect(within(carousel).getByRole('link', { name: 'More about Psychology' })).toHaveAttribute(
      'href',
      'https://www.telehealth.example/en/specialties/psychology',
    );

    const next = within(carousel).getByRole('button', { name: 'Next review' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(carousel).queryByRole('group', { name: '1 of 27' })).not.toBeInTheDocument();
    expect(within(carousel).getByRole('group', { name: '2 of 27' })).toHaveTextContent('Javier');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(carousel).getByRole('group', { name: '27 of 27' })).toHaveTextContent('Elena');
    // The tenth slide repeats the first review.
    await userEvent.keyboard('{ArrowRight}'.repeat(10));
    expect(within(carousel).getByRole('group', { name: '10 of 27' })).toHaveTextContent('Marta');

    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause automatic rotation' }));
    expect(within(carousel).getByRole('button', { name: 'Start automatic rotation' })).toBeInTheDocument();
  });

  it('rotates by itself when nothing in it has focus, and stops when paused', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderHome();
      const carousel = await screen.findByRole('region', { name: 'What our patients say' }, FIRST_RENDER);
      act(() => jest.advanceTimersByTime(7000));
      expect(within(carousel).getByRole('group', { name: '2 of 27' })).toBeInTheDocument();
      act(() => within(carousel).getByRole('button', { name: 'Pause automatic rotation' }).click());
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      act(() => jest.advanceTimersByTime(21000));
      expect(within(carousel).getByRole('group', { name: '2 of 27' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
