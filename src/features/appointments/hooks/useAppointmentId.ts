import { useSearchParams } from 'react-router-dom';

/** The `?id=` of /appointments-detail and /waiting: a positive integer, or null (a page that cannot exist). */
export function appointmentIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : null;
}

export function useAppointmentId(): number | null {
  const [params] = useSearchParams();
  return appointmentIdOf(params);
}
