import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentType } from '../../api/types';

/**
 * The booking flow's state, in the query of `/doctor_pre_order` with the provider's names (DESIGN §9), so reload,
 * back/forward, a language switch, a shared link and the sign-in round trip all restore the same step.
 * `preOrder` is the held pre-order, named as `/payment?preOrder=` names it.
 */
export interface BookingParams {
  specialityId?: number;
  symptomId?: number;
  wizardResponseId?: number;
  doctorId?: number;
  appointmentType?: AppointmentType;
  /**
   * The chosen slot's start, ISO 8601. A bare day (`YYYY-MM-DD`) is a deeplink's day: the doctor's calendar opens
   * on it (or the first free day after it), no slot chosen yet.
   */
  date?: string;
  preOrder?: number;
  /** The wizard is open at this question (1-based); its answers so far are `wizardAnswers`. */
  wizardQuestion?: number;
  /** The wizard's answers so far: one option id per question, in question order (`5-6`). */
  wizardAnswers?: number[];
}

export type BookingKey = keyof BookingParams;

/** The order the keys are written in, so one choice always gives one URL. */
const KEYS: BookingKey[] = [
  'specialityId',
  'symptomId',
  'wizardResponseId',
  'doctorId',
  'appointmentType',
  'date',
  'preOrder',
  'wizardQuestion',
  'wizardAnswers',
];
const NUMERIC = new Set<BookingKey>([
  'specialityId',
  'symptomId',
  'wizardResponseId',
  'doctorId',
  'preOrder',
  'wizardQuestion',
]);

const positiveId = (value: string | null) => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/** Only what a provider would accept; anything else in the query is ignored, never an error. */
export function parseBookingParams(search: URLSearchParams): BookingParams {
  const params: BookingParams = {};
  for (const key of NUMERIC) {
    const id = positiveId(search.get(key));
    if (id !== undefined) (params as Record<string, number>)[key] = id;
  }
  const type = search.get('appointmentType');
  if (type === 'booked' || type === 'emergency') params.appointmentType = type;
  const date = search.get('date');
  if (date && !Number.isNaN(Date.parse(date)) && /^\d{4}-\d{2}-\d{2}(T|$)/.test(date)) params.date = date;
  const answers = search.get('wizardAnswers');
  if (answers && /^\d{1,9}(-\d{1,9}){0,19}$/.test(answers)) {
    params.wizardAnswers = answers.split('-').map(Number);
  }
  return params;
}

export function bookingSearch(params: BookingParams): string {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join('-'));
    } else if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The flow's path with these params (unlocalised). */
export const bookingPath = (params: BookingParams) => `/doctor_pre_order${bookingSearch(params)}`;

/** What is dropped when an earlier choice changes: everything chosen after it (the wizard is done with). */
const WIZARD: BookingKey[] = ['wizardQuestion', 'wizardAnswers'];
const LATER: Record<BookingKey, BookingKey[]> = {
  specialityId: ['doctorId', 'date', 'preOrder', ...WIZARD],
  symptomId: ['doctorId', 'date', 'preOrder', ...WIZARD],
  wizardResponseId: ['doctorId', 'date', 'preOrder', ...WIZARD],
  doctorId: ['date', 'preOrder'],
  appointmentType: ['doctorId', 'date', 'preOrder'],
  date: ['preOrder'],
  preOrder: [],
  wizardQuestion: [],
  wizardAnswers: [],
};

/** `choose({doctorId: 5})` sets the doctor and forgets the slot chosen for the previous one. */
export function withChoice(current: BookingParams, changes: Partial<BookingParams>): BookingParams {
  const next: BookingParams = { ...current };
  for (const key of Object.keys(changes) as BookingKey[]) {
    for (const later of LATER[key]) if (!(later in changes)) delete next[later];
  }
  for (const [key, value] of Object.entries(changes) as [BookingKey, unknown][]) {
    if (value === undefined) delete next[key];
    else (next as Record<string, unknown>)[key] = value;
  }
  return next;
}

export function useBookingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseBookingParams(search), [search]);
  /**
   * A new step is a new history entry (back goes to the previous step); `replace` for corrections; `flushSync`
   * for a control that must show its new value at once (a radio answer), not after a transition.
   */
  const choose = useCallback(
    (
      changes: Partial<BookingParams>,
      options: { replace?: boolean; state?: unknown; flushSync?: boolean } = {},
    ) => setSearch(bookingSearch(withChoice(parseBookingParams(search), changes)), options),
    [search, setSearch],
  );
  return { params, choose };
}

/** A deeplink's day (`getDoctorDeeplink`'s `date`), as opposed to a chosen slot's start. */
export const isDeeplinkDay = (date: string | undefined) => !!date && /^\d{4}-\d{2}-\d{2}$/.test(date);
