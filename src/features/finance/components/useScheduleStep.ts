import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { patientTimeZone } from '../../../api/shared/doctors';
import { standardApi } from '../../../api/standardApi';
import { useAppDispatch } from '../../../store/hooks';
import { useScheduleBundleMeetingMutation } from '../api';
import { scheduleMessages } from '../messages';

/** The provider's refusal code, when the failed call brought one. */
const codeOf = (error: unknown) =>
  (error as { data?: { code?: unknown } } | undefined)?.data?.code as string | undefined;

/**
 * Scheduling from a bundle, driven by the URL: `doctorId` and `date` (the slot's start, as in booking), then
 * `scheduled=<appointment id>` once booked. Errors keep the choices, except a slot taken meanwhile.
 */
export function useScheduleStep(bundleOrderId: number) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [schedule, { isLoading: isBooking }] = useScheduleBundleMeetingMutation();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const doctorParam = Number(params.get('doctorId'));
  const doctorId = Number.isInteger(doctorParam) && doctorParam > 0 ? doctorParam : null;
  const date = doctorId !== null && params.get('date') ? params.get('date') : null;

  const change = (fields: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(fields)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    doctorId,
    date,
    isBooking,
    error,
    chooseDoctor: (id: number) => {
      setError(null);
      change({ doctorId: String(id), date: null });
    },
    chooseDate: (start: string) => {
      setError(null);
      change({ date: start });
    },
    async confirm() {
      if (doctorId === null || date === null) return;
      setError(null);
      const result = await schedule({
        bundleOrderId,
        doctor_id: doctorId,
        start_at: date,
        time_zone: patientTimeZone().zone,
      });
      if ('data' in result && result.data) {
        change({ doctorId: null, date: null, scheduled: String(result.data.id) });
        return;
      }
      const code = codeOf(result.error);
      if (code === 'doctor_not_available' || code === 'invalid_slot') {
        setError(scheduleMessages.slotTaken);
        change({ date: null });
        dispatch(standardApi.util.invalidateTags([{ type: 'Timeslots', id: doctorId }]));
      } else if (code === 'bundle_not_usable') {
        setError(scheduleMessages.notUsable);
      } else {
        setError(scheduleMessages.failed);
      }
    },
  };
}
