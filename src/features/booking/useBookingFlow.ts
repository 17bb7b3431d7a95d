import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetSymptomsQuery } from '../../api/shared/catalog';
import { useGetDoctorDeeplinkQuery } from '../../api/shared/doctors';
import { type BookingParams, isDeeplinkDay, useBookingParams } from './bookingParams';

export type BookingStep =
  'reason' | 'wizard' | 'deeplink' | 'doctors' | 'emergency' | 'time' | 'confirm' | 'held';

/** The step a URL stands for: each choice made moves the flow one step on. */
export function stepOf(params: BookingParams): BookingStep {
  if (params.preOrder) return 'held';
  if (!params.specialityId && !params.wizardResponseId) return params.wizardQuestion ? 'wizard' : 'reason';
  const emergency = params.appointmentType === 'emergency';
  if (!params.doctorId && !emergency && isDeeplinkDay(params.date)) return 'deeplink';
  if (!params.doctorId) return emergency ? 'emergency' : 'doctors';
  // A deeplink's bare day opens the calendar on that day; only a slot's start is a chosen time.
  if (!emergency && (!params.date || isDeeplinkDay(params.date))) return 'time';
  return 'confirm';
}

/** The steps on the way, for "Step n of N". */
export function stepsOf(params: BookingParams): BookingStep[] {
  return params.appointmentType === 'emergency'
    ? ['reason', 'emergency', 'confirm', 'held']
    : ['reason', 'doctors', 'time', 'confirm', 'held'];
  // ('deeplink' resolves to one of these at once and counts as the doctors step; the wizard is the reason step.)
}

/**
 * The flow as the URL says. A link with a symptom alone (`?symptomId=`) is completed with the symptom's
 * speciality, replacing the entry, so the URL always names what the provider needs.
 */
export function useBookingFlow() {
  const { params, choose } = useBookingParams();
  const symptoms = useGetSymptomsQuery(undefined, { skip: !params.symptomId || !!params.specialityId });
  const symptom = symptoms.data?.symptom_list.find((entry) => entry.id === params.symptomId);
  useEffect(() => {
    if (symptom && !params.specialityId) choose({ specialityId: symptom.speciality_id }, { replace: true });
  }, [symptom, params.specialityId, choose]);
  // A booked deeplink (`?specialityId&appointmentType=booked&date=YYYY-MM-DD`): the provider names the doctor,
  // whose calendar then opens on that day (the day stays in the URL until a time is chosen).
  const link = useGetDoctorDeeplinkQuery(
    stepOf(params) === 'deeplink'
      ? { specialityId: params.specialityId!, appointmentType: 'booked', date: params.date }
      : skipToken,
  );
  useEffect(() => {
    if (!link.data || !isDeeplinkDay(params.date) || params.doctorId) return;
    const doctorId = link.data.doctor_id ?? undefined;
    choose(
      { doctorId, appointmentType: 'booked', date: doctorId ? params.date : undefined },
      { replace: true },
    );
  }, [link.data, params.date, params.doctorId, choose]);
  const step = stepOf(params);
  const steps = stepsOf(params);
  const position = steps.indexOf(step === 'deeplink' ? 'doctors' : step === 'wizard' ? 'reason' : step);
  return {
    params,
    choose,
    step,
    deeplinkFailed: link.isError,
    retryDeeplink: link.refetch,
    stepNumber: position + 1,
    stepCount: steps.length,
  };
}
