import { b2bApi } from '../b2bApi';
import { standardApi } from '../standardApi';
import type { AppointmentType, Money, Pagination } from '../types';

/** Spec §9. */
export const DOCTOR_PAGE_SIZE = 50;
export const DOCTOR_PAGE = 1;
/** Timeslots are asked for from now to 30 days ahead. */
export const TIMESLOT_WINDOW_MS = 2_592_000_000;

export interface AvailableDoctor {
  id: number;
  full_name: string;
  photo_url: string | null;
  bio: string;
  speciality: { id: number; title: string; slug: string };
  languages: string[];
  price: Money;
  rating: number | null;
  reviews_count: number;
  /** ISO date-time of the next free slot, null when none in the window. */
  next_slot: string | null;
  /** On duty now: can take an emergency consultation. */
  is_on_duty: boolean;
}

export interface DoctorAvailabilityResponse {
  doctor_list: DoctorAvailabilityItem[];
  pagination: Pagination;
}
export type DoctorAvailabilityItem = AvailableDoctor;

/** Spec §3: filter by specialityId or wizardResponseId; doctorId is our addition for the profile page. */
export type DoctorAvailabilityFilter =
  | { specialityId: number; wizardResponseId?: never; doctorId?: number }
  | { wizardResponseId: number; specialityId?: never; doctorId?: number }
  | { doctorId: number; specialityId?: never; wizardResponseId?: never };

export interface Timeslot {
  start: string;
  end: string;
  is_available: boolean;
}

export interface TimeslotsRequest {
  doctorId: number;
  specialityId: number;
  /** ms since the epoch; default now and now + 30 days. */
  from: number;
  to: number;
  /** IANA zone of the patient (Europe/Madrid or Atlantic/Canary) and its offset from UTC in minutes. */
  zone: string;
  offset: number;
}

export interface DeeplinkRequest {
  specialityId: number;
  appointmentType: AppointmentType;
  /** YYYY-MM-DD; only for booked appointments. */
  date?: string;
}

export interface DeeplinkResponse {
  doctor_id: number | null;
  speciality_id: number;
  appointment_type: AppointmentType;
  date: string | null;
}

const availabilityParams = (filter: DoctorAvailabilityFilter) => ({
  ...filter,
  'page-size': DOCTOR_PAGE_SIZE,
  page: DOCTOR_PAGE,
});

/** The doctors a patient can book: used by the doctor profile, booking and home. */
export const doctorsApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableDoctors: build.query<DoctorAvailabilityResponse, DoctorAvailabilityFilter>({
      query: (filter) => ({ url: 'api/v2/pwa/doctor-available', params: availabilityParams(filter) }),
      providesTags: ['Doctors'],
    }),
    getTimeslots: build.query<{ timeslots: Timeslot[] }, TimeslotsRequest>({
      query: ({ doctorId, specialityId, from, to, zone, offset }) => ({
        url: `api/v1/pwa/doctor/${doctorId}/speciality/${specialityId}/timeslots`,
        method: 'POST',
        params: { from, to },
        body: { zone, offset },
      }),
      providesTags: (_result, _error, { doctorId }) => [{ type: 'Timeslots', id: doctorId }],
    }),
    getDoctorDeeplink: build.query<DeeplinkResponse, DeeplinkRequest>({
      query: ({ specialityId, appointmentType, date }) => ({
        url: 'api/v1/doctors/deeplink',
        params: { specialityId, appointmentType, ...(date ? { date } : {}) },
      }),
    }),
  }),
});

/** Employees see the doctors their company covers; the emergency doctor is found by its own call. */
export const b2bDoctorsApi = b2bApi.injectEndpoints({
  endpoints: (build) => ({
    getB2BAvailableDoctors: build.query<
      DoctorAvailabilityResponse,
      DoctorAvailabilityFilter & { companyId: number }
    >({
      query: (filter) => ({ url: 'api/v2/b2b/pwa/doctor-available', params: availabilityParams(filter) }),
      providesTags: ['Doctors'],
    }),
    getB2BEmergencyDoctor: build.query<
      { doctor: AvailableDoctor },
      { specialityId: number; companyId: number }
    >({
      query: (params) => ({ url: 'api/v2/b2b/appointment/emergency/doctor', params }),
    }),
  }),
});

export const { useGetAvailableDoctorsQuery, useGetTimeslotsQuery, useGetDoctorDeeplinkQuery } = doctorsApi;
export const { useGetB2BAvailableDoctorsQuery, useGetB2BEmergencyDoctorQuery } = b2bDoctorsApi;

/** The patient's zone and its current UTC offset in minutes (Spain has two zones). */
export function patientTimeZone(now = new Date()): { zone: string; offset: number } {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_PATIENT_ZONE;
  return { zone, offset: -now.getTimezoneOffset() };
}

/**
 * The zone a page is rendered in where the patient's own is not known (the server, whose process runs in its
 * own zone): peninsular Spain's, where most patients are (DESIGN §9).
 */
export const DEFAULT_PATIENT_ZONE = 'Europe/Madrid';

/** The UTC offset of `zone` at `now`, in minutes (what patientTimeZone gives for the browser's own zone). */
export function zoneOffset(zone: string, now = new Date()): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** From now to 30 days ahead (spec §9). */
export function timeslotWindow(now = Date.now()): { from: number; to: number } {
  return { from: now, to: now + TIMESLOT_WINDOW_MS };
}
