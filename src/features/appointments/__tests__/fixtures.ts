import type { Appointment } from '../../../api/shared/appointments';
import { initialSessionState } from '../../../state/session/sessionSlice';
import type { AppointmentDetails, FollowUpRequest } from '../api';

export const FIRST_RENDER = { timeout: 5000 };

export const loggedIn = {
  session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A', refreshToken: 'R' },
};

export const profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: null, companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-02',
  is_subscription_active: false,
};

export const visit = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 41,
  status: 'booked',
  appointment_type: 'booked',
  start_at: '2030-03-05T10:30:00+01:00',
  time_zone: 'Europe/Madrid',
  created_at: '2030-02-20T18:05:00+01:00',
  doctor: { id: 3, full_name: 'Dra. Carmen Ruiz', photo_url: null, speciality_title: 'Psychology' },
  speciality_id: 1,
  price: { amount: 3900, currency: 'EUR' },
  paid_by: 'card',
  note: null,
  can_cancel: true,
  can_review: false,
  covered_by_company: false,
  ...overrides,
});

export const details = (overrides: Partial<AppointmentDetails> = {}): AppointmentDetails => ({
  ...visit(),
  payment: { card: { amount: 3900, currency: 'EUR' }, balance: { amount: 0, currency: 'EUR' } },
  prescription_shared: false,
  invoice_url: 'http://provider.test/invoices/41',
  video_url: null,
  ...overrides,
});

export const followUp = (overrides: Partial<FollowUpRequest> = {}): FollowUpRequest => ({
  id: 9,
  appointment_id: 40,
  doctor: { id: 4, full_name: 'Dr. Pablo Sánchez', photo_url: null, speciality_title: 'General medicine' },
  speciality_id: 2,
  time_zone: 'Europe/Madrid',
  proposed_start_at: '2030-03-12T12:00:00+01:00',
  price: { amount: 4900, currency: 'EUR' },
  status: 'pending',
  ...overrides,
});

/** What every page of the app asks for besides the screen's own calls. */
export const shellRoutes = {
  'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
  'GET api/v1/profile': () => ({ body: profile }),
};
