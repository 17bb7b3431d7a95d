import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one } from '../db/connection.ts';
import { ApiError, notFound, unprocessable } from '../domain/errors.ts';
import { BOOKING_WINDOW_MS } from '../domain/slots.ts';
import { dateInZone, isValidZone, isoInZone, zonedToInstant } from '../domain/time.ts';
import { optionalUser, requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { id, parse } from '../http/validate.ts';
import { assertNoActiveAppointment } from '../services/appointments.ts';
import {
  type DoctorRow,
  availableDoctorView,
  doctorOnDuty,
  getDoctor,
  listDoctors,
  timeslots,
} from '../services/doctors.ts';
import { requireCompany } from '../services/users.ts';
import { baseUrl } from './util.ts';

const availabilityQuery = z.object({
  specialityId: id.optional(),
  wizardResponseId: id.optional(),
  doctorId: id.optional(),
  companyId: id.optional(),
  'page-size': z.coerce.number().int().positive().max(200).default(50),
  page: z.coerce.number().int().positive().max(10_000).default(1),
});

export function doctorRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  /** wizardResponseId is a response to the wizard (POST api/v1/pwa/wizard), which recommends a speciality. */
  const specialityOfWizard = (responseId: number) => {
    const response = one<{ speciality_id: number }>(
      db,
      'SELECT speciality_id FROM wizard_responses WHERE id = :responseId',
      { responseId },
    );
    if (!response) throw notFound('wizard_response_not_found');
    return response.speciality_id;
  };

  const availability = (query: z.infer<typeof availabilityQuery>, b2bOnly: boolean) => {
    if (
      query.specialityId === undefined &&
      query.wizardResponseId === undefined &&
      query.doctorId === undefined
    ) {
      throw new ApiError(400, 'validation_error', 'specialityId');
    }
    const specialityId =
      query.specialityId ?? (query.wizardResponseId ? specialityOfWizard(query.wizardResponseId) : undefined);
    const doctors = listDoctors(db, { specialityId, doctorId: query.doctorId, b2bOnly });
    const pageSize = query['page-size'];
    return {
      doctors: doctors.slice((query.page - 1) * pageSize, query.page * pageSize),
      total: doctors.length,
      pageSize,
    };
  };

  const respond = (
    doctors: DoctorRow[],
    total: number,
    page: number,
    pageSize: number,
    request: Parameters<typeof lang>[0],
  ) => {
    const now = ctx.clock.now();
    return {
      doctor_list: doctors.map((doctor) =>
        availableDoctorView(db, doctor, lang(request), baseUrl(request), now),
      ),
      pagination: { page, page_size: pageSize, total },
    };
  };

  app.get('/api/v2/pwa/doctor-available', async (request) => {
    const query = parse(availabilityQuery, request.query);
    const { doctors, total, pageSize } = availability(query, false);
    return respond(doctors, total, query.page, pageSize, request);
  });

  app.get('/api/v2/b2b/pwa/doctor-available', async (request) => {
    const user = await requireUser(ctx, request);
    const query = parse(availabilityQuery.extend({ companyId: id }), request.query);
    requireCompany(db, user, query.companyId);
    const { doctors, total, pageSize } = availability(query, true);
    return respond(doctors, total, query.page, pageSize, request);
  });

  app.get('/api/v2/b2b/appointment/emergency/doctor', async (request) => {
    const user = await requireUser(ctx, request);
    const query = parse(z.object({ specialityId: id, companyId: id }), request.query);
    requireCompany(db, user, query.companyId);
    const now = ctx.clock.now();
    assertNoActiveAppointment(db, user.id, now);
    const doctor = listDoctors(db, { specialityId: query.specialityId, b2bOnly: true }).find((candidate) =>
      doctorOnDuty(db, candidate, now),
    );
    if (!doctor) throw notFound('doctor_not_available');
    return { doctor: availableDoctorView(db, doctor, lang(request), baseUrl(request), now) };
  });

  app.post('/api/v1/pwa/doctor/:doctorId/speciality/:specialityId/timeslots', async (request) => {
    await optionalUser(ctx, request);
    const params = parse(z.object({ doctorId: id, specialityId: id }), request.params);
    const query = parse(
      z.object({ from: z.coerce.number().int().nonnegative(), to: z.coerce.number().int().positive() }),
      request.query,
    );
    const body = parse(
      z.object({ zone: z.string().min(1).max(64), offset: z.number().int().min(-840).max(840) }),
      request.body,
    );
    if (!isValidZone(body.zone)) throw unprocessable('invalid_time_zone', 'zone');
    if (query.to <= query.from) throw unprocessable('invalid_time_window', 'to');
    const doctor = getDoctor(db, params.doctorId);
    if (doctor.speciality_id !== params.specialityId) throw notFound('doctor_not_found');
    const slots = timeslots(db, doctor.id, query.from, query.to, ctx.clock.now());
    return {
      timeslots: slots.map((slot) => ({
        start: isoInZone(slot.start, body.zone),
        end: isoInZone(slot.end, body.zone),
        is_available: slot.is_available,
      })),
    };
  });

  app.get('/api/v1/doctors/deeplink', async (request) => {
    const query = parse(
      z.object({
        specialityId: id,
        appointmentType: z.enum(['booked', 'emergency']),
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      }),
      request.query,
    );
    const now = ctx.clock.now();
    const doctors = listDoctors(db, { specialityId: query.specialityId });
    if (doctors.length === 0) throw notFound('speciality_not_found');
    let doctorId: number | null = null;
    if (query.appointmentType === 'emergency') {
      doctorId = doctors.find((doctor) => doctorOnDuty(db, doctor, now))?.id ?? null;
    } else {
      const [y, m, d] = (query.date ?? dateInZone(now)).split('-').map(Number) as [number, number, number];
      const from = Math.max(now, zonedToInstant('Europe/Madrid', y, m, d, 0));
      const to = Math.min(now + BOOKING_WINDOW_MS, zonedToInstant('Europe/Madrid', y, m, d, 24 * 60));
      doctorId =
        doctors.find((doctor) => timeslots(db, doctor.id, from, to, now).some((slot) => slot.is_available))
          ?.id ?? null;
    }
    return {
      doctor_id: doctorId,
      speciality_id: query.specialityId,
      appointment_type: query.appointmentType,
      date: query.appointmentType === 'booked' ? (query.date ?? dateInZone(now)) : null,
    };
  });
}
