import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '../../../api/shared/appointments';
import type { AvailableDoctor, Timeslot } from '../../../api/shared/doctors';
import type { PreOrder } from '../../../api/shared/preOrders';
import { dayKeyInZone } from '../../../components/slots/slotDays';
import { initialSessionState } from '../../../state/session/sessionSlice';
import type { ProviderRoutes } from '../../../testing/localProvider';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';

export const FIRST_RENDER = { timeout: 6000 };
const DAY = 86_400_000;

/**
 * The patient's browser is in peninsular Spain whatever the machine running the tests says (the flow reads
 * the browser's zone; every other formatter names its zone).
 */
export function patientInMadrid() {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  const machineZone = resolvedOptions.call(new Intl.DateTimeFormat()).timeZone;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    const options = resolvedOptions.call(this);
    return options.timeZone === machineZone ? { ...options, timeZone: 'Europe/Madrid' } : options;
  });
}

/** A free 30-minute slot `days` after today at `hour`:00 UTC: always ahead, whatever the hour the tests run. */
export function slotIn(days: number, hour: number, is_available = true): Timeslot {
  const today = new Date();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour);
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    is_available,
  };
}

/** The calendar day (`YYYY-MM-DD`) of a slot in Madrid, and its name as the day strip says it. */
export const madridDay = (slot: Timeslot) => dayKeyInZone(slot.start, 'Europe/Madrid');
export const dayName = (slot: Timeslot, locale = 'en') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Madrid',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(slot.start));
/** The day as its tab in the strip shows it ('Tue 2 Jun'), which starts the tab's name. */
export const dayTabName = (slot: Timeslot, locale = 'en') =>
  (['weekday', 'day', 'month'] as const)
    .map((part) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Europe/Madrid',
        [part]: part === 'day' ? 'numeric' : 'short',
      }).format(new Date(slot.start)),
    )
    .join(' ');

export const doctor = (fields: Partial<AvailableDoctor> & { id: number }): AvailableDoctor => ({
  full_name: `Dr. ${fields.id}`,
  photo_url: null,
  bio: '',
  speciality: { id: 5, title: 'Dermatology', slug: 'dermatology' },
  languages: ['es'],
  price: { amount: 4500, currency: 'EUR' },
  rating: 4.5,
  reviews_count: 10,
  next_slot: slotIn(2, 9).start,
  is_on_duty: false,
  ...fields,
});

export const DOCTORS = [
  doctor({
    id: 21,
    full_name: 'Dra. Lucía Romero',
    languages: ['es', 'en'],
    price: { amount: 4500, currency: 'EUR' },
    rating: 4.2,
    next_slot: slotIn(3, 9).start,
  }),
  doctor({
    id: 22,
    full_name: 'Dr. Pablo Gil',
    languages: ['es'],
    price: { amount: 3500, currency: 'EUR' },
    rating: 4.9,
    next_slot: slotIn(2, 10).start,
    is_on_duty: true,
  }),
  doctor({
    id: 23,
    full_name: 'Dr. John Smith',
    languages: ['en', 'fr'],
    price: { amount: 6000, currency: 'EUR' },
    rating: null,
    reviews_count: 0,
    next_slot: slotIn(1, 11).start,
  }),
];

export const SLOTS = [slotIn(2, 9), slotIn(2, 10), slotIn(2, 11, false), slotIn(5, 9)];

export const WIZARD = {
  form_id: 1,
  questions: [
    {
      id: 1,
      text: 'Where is the problem?',
      options: [
        { id: 1, text: 'The skin', speciality_id: 5 },
        { id: 2, text: 'The mind', speciality_id: 1 },
      ],
    },
    {
      id: 2,
      text: 'Who is it for?',
      options: [
        { id: 3, text: 'For me', speciality_id: null },
        { id: 4, text: 'For a child', speciality_id: 4 },
      ],
    },
  ],
};

export const profile = (
  companies: { id: number; title: string; img_url: string | null }[] | null = null,
) => ({
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-02',
  is_subscription_active: false,
});

export const upcoming = (fields: Partial<Appointment> & { id: number }): Appointment => ({
  status: 'booked',
  appointment_type: 'booked',
  start_at: slotIn(7, 9).start,
  time_zone: 'Europe/Madrid',
  created_at: slotIn(0, 9).start,
  doctor: { id: 21, full_name: 'Dra. Lucía Romero', photo_url: null, speciality_title: 'Dermatology' },
  speciality_id: 5,
  price: { amount: 4500, currency: 'EUR' },
  paid_by: 'card',
  note: null,
  can_cancel: true,
  can_review: false,
  covered_by_company: false,
  ...fields,
});

export const preOrder = (fields: Partial<PreOrder> & { id: number }): PreOrder => ({
  doctor_id: 21,
  speciality_id: 5,
  appointment_type: 'booked',
  start_at: SLOTS[0]!.start,
  status: 'pending',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  price: { amount: 4500, currency: 'EUR' },
  images: [],
  ...fields,
});

const list = (doctors: AvailableDoctor[]) => ({
  doctor_list: doctors,
  pagination: { page: 1, page_size: 50, total: doctors.length },
});

/** A provider that answers every call of the flow; tests replace the routes they are about. */
export const bookingRoutes = (): ProviderRoutes => ({
  'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
  'GET api/v1/profile': () => ({ body: profile() }),
  'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [] } }),
  'GET api/v1/speciality': ({ query }) => {
    // Like the provider: `specialityIds` narrows the list to those ids.
    const ids = query.get('specialityIds')?.split(',').map(Number);
    const list = [
      {
        id: 1,
        title: 'Psychology',
        slug: 'psychology',
        description: '',
        additional_info: null,
        icon_url: null,
        price_from: 3400,
      },
      {
        id: 5,
        title: 'Dermatology',
        slug: 'dermatology',
        description: '',
        additional_info: null,
        icon_url: null,
        price_from: 3500,
      },
    ];
    const speciality_list = list.filter((item) => !ids || ids.includes(item.id));
    return {
      body: { speciality_list, pagination: { page: 1, page_size: 500, total: speciality_list.length } },
    };
  },
  'GET api/v1/symptom': () => ({
    body: {
      symptom_list: [
        { id: 13, title: 'Acné', speciality_id: 5 },
        { id: 14, title: 'Picor', speciality_id: 5 },
        { id: 2, title: 'Ansiedad', speciality_id: 1 },
      ],
    },
  }),
  'GET api/v1/pwa/wizard': () => ({ body: WIZARD }),
  'POST api/v1/pwa/wizard': () => ({
    status: 201,
    body: { wizard_response_id: 77, speciality: { id: 5, title: 'Dermatology' } },
  }),
  'GET api/v2/pwa/doctor-available': ({ query }) => {
    const doctorId = Number(query.get('doctorId'));
    return { body: list(doctorId ? DOCTORS.filter((entry) => entry.id === doctorId) : DOCTORS) };
  },
  'POST api/v1/pwa/doctor/21/speciality/5/timeslots': () => ({ body: { timeslots: SLOTS } }),
  'POST api/v1/pwa/doctor/22/speciality/5/timeslots': () => ({ body: { timeslots: SLOTS } }),
  'GET api/v1/doctors/deeplink': ({ query }) => ({
    body: {
      doctor_id: query.get('appointmentType') === 'emergency' ? 22 : 21,
      speciality_id: Number(query.get('specialityId')),
      appointment_type: query.get('appointmentType'),
      date: query.get('date'),
    },
  }),
  'POST api/v1/pre-order': ({ body }) => ({
    status: 201,
    body: preOrder({ id: 501, ...(body as Partial<PreOrder>) }),
  }),
  'GET api/v1/pre-order/501': () => ({ body: preOrder({ id: 501 }) }),
  'POST api/v1/pre-order/upload/image': () => ({ status: 201, body: { id: 1, url: 'http://files/1.png' } }),
});

/** A patient who is signed in (access token `A`), as the store holds them after boot. */
export const signedIn = {
  session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A', refreshToken: 'R' },
};

export async function startBookingProvider(routes: ProviderRoutes = {}): Promise<LocalProvider> {
  return startLocalProvider({ ...bookingRoutes(), ...routes });
}

/** `/doctor_pre_order…` through the real route table, a fresh store, and the provider at the network's edge. */
export function renderFlow(provider: LocalProvider, path: string, options: { signedIn?: boolean } = {}) {
  const user = userEvent.setup();
  const view = renderRoute(path, {
    services: fakeServices(provider.url),
    ...(options.signedIn ? { preloadedState: signedIn } : {}),
  });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { user, ...view, search };
}

/** The step heading (h2) says where the flow is. */
export const findStep = (name: string) => screen.findByRole('heading', { level: 2, name }, FIRST_RENDER);

export { DAY };
