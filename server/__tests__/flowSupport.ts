/** The booking and payment facts the server's tests of the flow pages read from the sandbox, as a patient would. */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { call } from '../../sandbox/__tests__/helpers.ts';

const DAY = 86_400_000;

export interface Doctor {
  id: number;
  speciality: number;
}
/** General medicine's Dr. Pablo Sánchez and psychology's first doctor, as the sandbox seeds them. */
export const GENERAL_MEDICINE: Doctor = { id: 4, speciality: 2 };
export const PSYCHOLOGY: Doctor = { id: 1, speciality: 1 };

export interface Money {
  amount: number;
  currency: string;
}

/** The doctor's free times from the sandbox's now to 30 days on, as the booking's calendar asks for them. */
export async function freeSlots(app: FastifyInstance, now: number, doctor: Doctor) {
  const reply = await call<{ timeslots: Array<{ start: string; is_available: boolean }> }>(
    app,
    `POST /api/v1/pwa/doctor/${doctor.id}/speciality/${doctor.speciality}/timeslots?from=${now}&to=${now + 30 * DAY}`,
    { zone: 'Europe/Madrid', offset: 60 },
  );
  assert.equal(reply.status, 200);
  return reply.body.timeslots.filter((slot) => slot.is_available && Date.parse(slot.start) > now);
}

export interface Held {
  id: number;
  expires_at: string;
}

/** A pre-order the patient holds with the doctor, on a free time at least a week on. */
export async function holdPreOrder(app: FastifyInstance, now: number, token: string, doctor: Doctor) {
  for (const slot of await freeSlots(app, now + 7 * DAY, doctor)) {
    const made = await call<Held>(
      app,
      'POST /api/v1/pre-order',
      {
        doctor_id: doctor.id,
        speciality_id: doctor.speciality,
        appointment_type: 'booked',
        start_at: slot.start,
        time_zone: 'Europe/Madrid',
      },
      token,
    );
    if (made.status === 201) return made.body;
  }
  throw new Error('no free time to hold');
}

/** The doctor's name, as the provider gives it in the language asked for. */
export async function doctorName(app: FastifyInstance, doctor: Doctor) {
  const reply = await call<{ doctor_list: Array<{ id: number; full_name: string }> }>(
    app,
    `GET /api/v2/pwa/doctor-available?doctorId=${doctor.id}&page-size=50&page=1`,
  );
  const found = reply.body.doctor_list.find((entry) => entry.id === doctor.id);
  assert.ok(found, 'the doctor is listed');
  return found.full_name;
}

/** What the patient pays by card for the pre-order, as the provider holds the order. */
export async function orderTotal(app: FastifyInstance, token: string, preOrderId: number) {
  const reply = await call<{ total: Money }>(
    app,
    'POST /api/v2/order/summary',
    { pre_order_id: preOrderId },
    token,
  );
  assert.equal(reply.status, 200);
  return reply.body.total;
}

/** Pays the pre-order with the sandbox processor's test card that succeeds. */
export async function payPreOrder(app: FastifyInstance, token: string, preOrderId: number) {
  const created = await call<{ payment_id: string }>(
    app,
    'POST /api/v1/payment/create',
    { pre_order_id: preOrderId, idempotency_key: `server-test-${preOrderId}` },
    token,
  );
  assert.equal(created.status, 201);
  const confirmed = await call(app, `POST /sandbox/payments/${created.body.payment_id}/confirm`, {
    card_number: '4242424242424242',
  });
  assert.equal(confirmed.status, 200);
}

/** The pre-order's 15-minute window ends now (the sandbox's back door). */
export async function expirePreOrder(app: FastifyInstance, preOrderId: number) {
  assert.equal((await call(app, `POST /sandbox/pre-orders/${preOrderId}/expire`, {})).status, 200);
}
