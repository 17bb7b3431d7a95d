import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  type DoctorAvailabilityFilter,
  patientTimeZone,
  useGetAvailableDoctorsQuery,
  useGetB2BAvailableDoctorsQuery,
} from '../../api/shared/doctors';
import { sessionApi } from '../../state/session/api';
import { selectActiveCompany, selectIsEmployee, selectIsLoggedIn } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';

const selectProfileQuery = sessionApi.endpoints.getProfile.select();

export type Audience =
  | { kind: 'loading' }
  | { kind: 'patient'; isLoggedIn: boolean }
  | { kind: 'employee'; companyId: number; companyTitle: string };

/**
 * Who is booking: a visitor or patient (standard calls), or an employee (B2B calls for the company chosen in
 * the header's switcher). A signed-in user is "loading" until the profile says which.
 */
export function useAudience(): Audience {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const profile = useAppSelector(selectProfileQuery);
  const isEmployee = useAppSelector(selectIsEmployee);
  const company = useAppSelector(selectActiveCompany);
  if (isLoggedIn && (profile.isUninitialized || profile.isLoading)) return { kind: 'loading' };
  if (isEmployee && company) return { kind: 'employee', companyId: company.id, companyTitle: company.title };
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

/** The patient's zone, fixed for the life of the screen (a new offset on every render would be a new request). */
export function usePatientZone() {
  const [zone] = useState(() => patientTimeZone());
  return zone;
}
