import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  type DoctorAvailabilityFilter,
  patientTimeZone,
  timeslotWindow,
  type TimeslotsRequest,
  useGetAvailableDoctorsQuery,
  useGetB2BAvailableDoctorsQuery,
} from '../../api/shared/doctors';
import { standardApi } from '../../api/standardApi';
import { useHydrated } from '../../components/useHydrated';
import { useGetProfileQuery, useGetProfileSummaryQuery } from '../../state/session/api';
import {
  selectActiveCompany,
  selectIsEmployee,
  selectIsLoggedIn,
  selectIsSubscriptionActive,
} from '../../state/session/selectors';
import { useAppSelector, useAppStore } from '../../store/hooks';
import type { RootState } from '../../store/store';

/**
 * What an employee's company does for a consultation: `covered`, it pays (a company that pays everything, or
 * its plan once the employee started it); `trialOffer`, the company offers a trial plan the employee has not
 * started, so the consultation is free only if she starts it (on the payment page), and otherwise hers to pay.
 */
export interface Coverage {
  company: string;
  plan: 'covered' | 'trialOffer';
}

export type Audience =
  | { kind: 'loading' }
  | { kind: 'patient'; isLoggedIn: boolean }
  | { kind: 'employee'; companyId: number; companyTitle: string; coverage: Coverage };

export const coverageOf = (audience: Audience): Coverage | undefined =>
  audience.kind === 'employee' ? audience.coverage : undefined;

/**
 * Who is booking: a visitor or patient (standard calls), or an employee (B2B calls for the company chosen in
 * the header's switcher). A signed-in user is "loading" until the lighter profile says which; only an employee
 * waits for the full profile too (it lists the companies). If the summary cannot be read, the full profile
 * decides, as it did before the summary existed.
 */
export function useAudience(): Audience {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const summary = useGetProfileSummaryQuery(isLoggedIn ? undefined : skipToken);
  const needsProfile = isLoggedIn && (summary.data?.is_employee === true || summary.isError);
  const profile = useGetProfileQuery(needsProfile ? undefined : skipToken);
  const isEmployee = useAppSelector(selectIsEmployee);
  const company = useAppSelector(selectActiveCompany);
  const subscribed = useAppSelector(selectIsSubscriptionActive);
  if (isLoggedIn && !summary.data && !summary.isError) return { kind: 'loading' };
  if (needsProfile && !profile.data && !profile.isError) return { kind: 'loading' };
  if (isEmployee && company) {
    const plan = company.plan === 'subscription' && !subscribed ? 'trialOffer' : 'covered';
    return {
      kind: 'employee',
      companyId: company.id,
      companyTitle: company.title,
      coverage: { company: company.title, plan },
    };
  }
  return { kind: 'patient', isLoggedIn };
}

/** The doctors for a filter, standard or B2B as the audience says (one call, page 1 of 50). */
export function useDoctorList(filter: DoctorAvailabilityFilter | null) {
  const audience = useAudience();
  const standard = useGetAvailableDoctorsQuery(filter && audience.kind === 'patient' ? filter : skipToken);
  const b2b = useGetB2BAvailableDoctorsQuery(
    filter && audience.kind === 'employee' ? { ...filter, companyId: audience.companyId } : skipToken,
  );
  const result = audience.kind === 'employee' ? b2b : standard;
  return {
    audience,
    doctors: result.data?.doctor_list,
    isLoading: audience.kind === 'loading' || result.isLoading || (result.isFetching && !result.data),
    isError: result.isError,
    isFetching: result.isFetching,
    refetch: result.refetch,
  };
}

/** One doctor (the profile page's `doctorId` filter), with the same audience rules. */
export function useDoctor(doctorId: number | undefined) {
  const list = useDoctorList(doctorId ? { doctorId } : null);
  return { ...list, doctor: list.doctors?.find((doctor) => doctor.id === doctorId) };
}

/**
 * The patient's zone, fixed for the life of the screen (a new offset on every render would be a new request).
 * The server renders in the zone the patient's browser reported (src/ssr/render.tsx), so the browser takes the
 * page over with the same times.
 */
export function usePatientZone() {
  const [zone] = useState(() => patientTimeZone());
  return zone;
}

/** The window of a doctor's timeslots already in the cache (the server's, handed over with the page). */
function cachedTimeslotWindow(state: RootState, doctorId: number, specialityId: number) {
  for (const entry of Object.values(state[standardApi.reducerPath].queries)) {
    if (entry?.endpointName !== 'getTimeslots' || entry.status !== 'fulfilled') continue;
    const { from, to, ...args } = entry.originalArgs as TimeslotsRequest;
    if (args.doctorId === doctorId && args.specialityId === specialityId) return { from, to };
  }
  return null;
}

/**
 * The timeslots' window, from now to 30 days ahead, fixed for the life of the screen. A page the server
 * rendered asks for the window the server asked for: the browser finds the answer in the cache instead of
 * asking again, and shows the same times.
 */
export function useTimeslotWindow(doctorId: number, specialityId: number): { from: number; to: number } {
  const store = useAppStore();
  const hydrated = useHydrated();
  const [range] = useState(
    () => (!hydrated && cachedTimeslotWindow(store.getState(), doctorId, specialityId)) || timeslotWindow(),
  );
  return range;
}
