import { screen, waitFor, within } from '@testing-library/react';
import type { LocalProvider } from '../../../testing/localProvider';
import {
  DOCTORS,
  FIRST_RENDER,
  SLOTS,
  dayName,
  dayTabName,
  findStep,
  madridDay,
  patientInMadrid,
  profile,
  renderFlow,
  slotIn,
  startBookingProvider,
} from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  patientInMadrid();
  provider = await startBookingProvider();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await provider.close();
});

const DOCTOR_21 = '/en/doctor_pre_order?specialityId=5&doctorId=21&appointmentType=booked';
const days = () => within(screen.getByRole('tablist')).getAllByRole('tab');
const selectedDay = () => days().find((tab) => tab.getAttribute('aria-selected') === 'true');
const times = () => within(screen.getByRole('grid')).getAllByRole('button');
const timeslotCalls = () => provider.received('POST api/v1/pwa/doctor/21/speciality/5/timeslots');

describe('booking, the time step', () => {
  it('asks for 30 days of the doctor’s times in the patient’s zone and shows the free ones by day', async () => {
    const { user, search } = renderFlow(provider, DOCTOR_21);
    expect(await findStep('Choose a time')).toBeVisible();
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Dra. Lucía Romero' }, FIRST_RENDER)).toBeVisible();
    await screen.findByRole('grid', {}, FIRST_RENDER);
    const [request] = timeslotCalls();
    expect(request?.body).toEqual({ zone: 'Europe/Madrid', offset: expect.any(Number) });
    expect(Number(request?.query.get('to')) - Number(request?.query.get('from'))).toBe(2_592_000_000);

    // The taken 11:00 is left out; the zone is stated once, peninsular time too (DESIGN §9).
    expect(days().map((tab) => tab.getAttribute('aria-label'))).toEqual([
      `${dayTabName(SLOTS[0]!)}: 2 free times`,
      `${dayTabName(SLOTS[3]!)}: 1 free time`,
    ]);
    expect(times()).toHaveLength(2);
    expect(times()[0]).toHaveAccessibleName(
      new RegExp(`^\\d{1,2}:\\d{2}.*, ${dayName(SLOTS[0]!)}, \\d{4} \\(peninsular time\\)$`),
    );
    expect(screen.getByText('Times shown in peninsular time')).toBeVisible();

    await user.click(times()[1]!);
    expect(await findStep('Check and hold your consultation')).toBeVisible();
    expect(search().get('date')).toBe(SLOTS[1]!.start);
  });

  it('says when the doctor has no free time in 30 days and offers the other doctors', async () => {
    provider.route({
      'POST api/v1/pwa/doctor/21/speciality/5/timeslots': () => ({ body: { timeslots: [] } }),
    });
    const { user, search } = renderFlow(provider, DOCTOR_21);
    expect(
      await screen.findByText('This doctor has no free time in the next 30 days.', {}, FIRST_RENDER),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See other doctors' }));
    expect(await findStep('Choose a doctor')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&appointmentType=booked');
  });
});

describe('booking, a deeplink with a day', () => {
  it('asks the provider for the doctor of that day and opens the doctor’s calendar on it', async () => {
    const linked = madridDay(SLOTS[3]!);
    const { search } = renderFlow(
      provider,
      `/en/doctor_pre_order?specialityId=5&appointmentType=booked&date=${linked}`,
    );
    expect(await findStep('Choose a time')).toBeVisible();
    await screen.findByRole('grid', {}, FIRST_RENDER);
    expect(provider.received('GET api/v1/doctors/deeplink')[0]?.query.toString()).toBe(
      `specialityId=5&appointmentType=booked&date=${linked}`,
    );
    expect(search().toString()).toBe(`specialityId=5&doctorId=21&appointmentType=booked&date=${linked}`);
    expect(selectedDay()).toHaveAccessibleName(`${dayTabName(SLOTS[3]!)}: 1 free time`);
    expect(screen.queryByText(/No free time on/)).not.toBeInTheDocument();
  });

  it('opens on the first later day with free times when the linked day has none, and says so', async () => {
    const linked = madridDay(slotIn(4, 9));
    renderFlow(provider, `/doctor_pre_order?specialityId=5&appointmentType=booked&date=${linked}`);
    await screen.findByRole('grid', {}, FIRST_RENDER);
    expect(selectedDay()).toHaveAccessibleName(`${dayTabName(SLOTS[3]!, 'es')}: 1 hora libre`);
    expect(
      screen.getByText(
        `No hay horas libres el ${dayName(slotIn(4, 9), 'es')}. Se muestra el ${dayName(SLOTS[3]!, 'es')}.`,
      ),
    ).toBeVisible();
  });
});

describe('booking, the confirmation', () => {
  const chosen = `${DOCTOR_21}&date=${encodeURIComponent(SLOTS[0]!.start)}`;

  it('sends a visitor to sign in, to come back to this very choice', async () => {
    const { user, router } = renderFlow(provider, chosen);
    expect(await findStep('Check and hold your consultation')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Dra. Lucía Romero' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent('€45.00');
    expect(screen.getByText('You will come back here, with this choice kept, to confirm it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in to hold this time' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      `/doctor_pre_order${new URL(chosen, 'http://x').search}`,
    );
    expect(provider.received('POST api/v1/pre-order')).toHaveLength(0);
  });

  it('holds the slot for a signed-in patient and shows until when', async () => {
    const { user, search } = renderFlow(provider, chosen, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Hold this time' }, FIRST_RENDER));
    expect(await findStep('Photos for the doctor (optional)')).toBeVisible();
    expect(provider.received('POST api/v1/pre-order')[0]?.body).toEqual({
      doctor_id: 21,
      speciality_id: 5,
      appointment_type: 'booked',
      start_at: SLOTS[0]!.start,
      time_zone: 'Europe/Madrid',
    });
    expect(search().get('preOrder')).toBe('501');
    expect(
      await screen.findByText(/^Your consultation is held for you until \d{1,2}:\d{2} (AM|PM)/),
    ).toBeVisible();
  });

  it('tells a trial-plan employee who has not started the plan that it is free only with the plan', async () => {
    const globex = { id: 2, title: 'Globex Iberia', img_url: null, plan: 'subscription' as const };
    provider.route({
      'GET api/v1/profile': () => ({ body: profile([globex]) }),
      'GET api/v2/b2b/pwa/doctor-available': () => ({
        body: { doctor_list: DOCTORS.slice(0, 1), pagination: { page: 1, page_size: 50, total: 1 } },
      }),
    });
    renderFlow(provider, chosen, { signedIn: true });
    expect(await findStep('Check and hold your consultation')).toBeVisible();
    const price = await screen.findByText('Price', {}, FIRST_RENDER);
    await waitFor(() =>
      expect(price.nextElementSibling).toHaveTextContent(
        '€45.00, or free if you start the Globex Iberia trial plan (3 months free) when you pay. Without the plan, you pay it.',
      ),
    );
    expect(screen.queryByText(/Covered by/)).not.toBeInTheDocument();
  });

  it('goes back to a refreshed calendar on the chosen day when another patient took the slot, keeping the rest', async () => {
    const { user, search } = renderFlow(provider, DOCTOR_21, { signedIn: true });
    await screen.findByRole('grid', {}, FIRST_RENDER);
    // A time on the second day, not the first the calendar opens on.
    await user.click(days()[1]!);
    await user.click(times()[0]!);
    // Meanwhile another patient holds that time; that day has another one free.
    const sameDayLater = slotIn(5, 10);
    provider.route({
      'POST api/v1/pre-order': () => ({
        status: 409,
        body: { code: 'doctor_not_available', message: 'Doctor not Available', field: 'start_at' },
      }),
      'POST api/v1/pwa/doctor/21/speciality/5/timeslots': () => ({
        body: { timeslots: [SLOTS[0], SLOTS[1], sameDayLater] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Hold this time' }));
    expect(await findStep('Choose a time')).toBeVisible();
    expect(screen.getByText('Doctor not Available')).toBeVisible();
    expect(
      screen.getByText('Someone has just booked that time. The calendar now shows the times still free.'),
    ).toBeVisible();
    await waitFor(() => expect(timeslotCalls()).toHaveLength(2));
    // Still on the day the patient chose, with its time still free.
    await waitFor(() => expect(selectedDay()).toHaveAccessibleName(`${dayTabName(SLOTS[3]!)}: 1 free time`));
    expect(times()).toHaveLength(1);
    expect(times()[0]).toHaveAccessibleName(
      new RegExp(`^\\d{1,2}:\\d{2}.*, ${dayName(sameDayLater)}, \\d{4} `),
    );
    expect(screen.queryByText(/^No free time on/)).not.toBeInTheDocument();
    expect(search().toString()).toBe('specialityId=5&doctorId=21&appointmentType=booked');
  });
});
