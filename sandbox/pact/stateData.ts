import { all, one, run } from '../db/connection.ts';
import { BOOKING_WINDOW_MS } from '../domain/slots.ts';
import { DAY, DOCTOR_ZONE, dateInZone, isoInZone, localParts } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import {
  DOCTOR_ID,
  PATIENT_ID,
  SPECIALITY_ID,
  addAppointment,
  ensurePatient,
  pastStart,
  slotStart,
} from './world.ts';

/**
 * The dates of "the slot" for the verifier: `slotStart` (ISO 8601 in Madrid time, as the app sends it),
 * `slotDate` (its day) and the timeslot window the app asks for, now to 30 days ahead (ms since the epoch).
 */
export function slotValues(ctx: Ctx) {
  const start = slotStart(ctx);
  const now = ctx.clock.now();
  return {
    slotStart: isoInZone(start, DOCTOR_ZONE),
    slotDate: dateInZone(start, DOCTOR_ZONE),
    windowFrom: String(now),
    windowTo: String(now + BOOKING_WINDOW_MS),
  };
}

/** A birth date 17 years before today (Madrid): under the minimum age of 18 whenever the pact is verified. */
export function minorBirthDay(now: number): string {
  const { year, month, day } = localParts(DOCTOR_ZONE, now);
  return new Date(Date.UTC(year - 17, month - 1, day)).toISOString().slice(0, 10);
}

/** Doctor 21 shows a photo and a rating on the profile page (both nullable in general). */
export function doctorCard(ctx: Ctx) {
  run(
    ctx.db,
    `UPDATE doctors SET photo_url = COALESCE(photo_url, '/assets/doctors/' || id || '.svg'),
       rating = COALESCE(rating, 4.5), reviews_count = MAX(reviews_count, 1) WHERE id = :d`,
    { d: DOCTOR_ID },
  );
}

/** Every speciality card has an icon and a "from" price, i.e. at least one doctor (both nullable in general). */
export function catalogCards(ctx: Ctx) {
  run(
    ctx.db,
    "UPDATE specialities SET icon_url = COALESCE(icon_url, '/assets/specialities/' || slug || '.svg')",
  );
  const empty = all<{ id: number }>(
    ctx.db,
    'SELECT id FROM specialities s WHERE NOT EXISTS (SELECT 1 FROM doctors d WHERE d.speciality_id = s.id)',
  );
  if (empty.length > 0) {
    throw new Error(
      `Specialities without a doctor, so without a price: ${empty.map((row) => row.id).join(', ')}`,
    );
  }
}

/** Data several provider states share: a finished visit, a bundle, tokens, a prescription, payments. */
export function pastAppointment(ctx: Ctx, bundleOrderId: number | null = null) {
  ensurePatient(ctx);
  if (!one(ctx.db, 'SELECT id FROM appointments WHERE id = 7002')) {
    addAppointment(ctx, { id: 7002, start: pastStart(ctx.clock.now()), done: true, bundleOrderId });
  }
}

export function bundleOrder(ctx: Ctx) {
  ensurePatient(ctx);
  run(
    ctx.db,
    `INSERT INTO bundle_products (id, speciality_id, title_es, title_en, meetings, price_cents, validity_days)
     VALUES (91, :s, 'Bono 5 consultas', '5-consultation bundle', 5, 20000, 180)`,
    { s: SPECIALITY_ID },
  );
  run(
    ctx.db,
    `INSERT INTO bundle_orders (id, user_id, product_id, total_meetings, used_meetings, purchased_at, expires_at)
     VALUES (8001, :p, 91, 5, 1, :bought, :expires)`,
    { p: PATIENT_ID, bought: ctx.clock.now() - 30 * DAY, expires: ctx.clock.now() + 150 * DAY },
  );
  pastAppointment(ctx, 8001);
}

/** A refresh token of patient 1001 (revoked or not), handed to the verifier as `refreshToken`. */
export function refreshToken(revoked: boolean): (ctx: Ctx) => { values: Record<string, string> } {
  return (ctx) => {
    ensurePatient(ctx);
    return {
      values: {
        refreshToken: ctx.tokens.storeRefreshToken(PATIENT_ID, 'contract-family', undefined, revoked),
      },
    };
  };
}

export function prescription(ctx: Ctx) {
  ensurePatient(ctx);
  const now = ctx.clock.now();
  run(
    ctx.db,
    `INSERT INTO prescriptions (user_id, status, medicines, share_scope, updated_at)
     VALUES (:p, 'approved', :m, 'all', :now)`,
    { p: PATIENT_ID, m: JSON.stringify([{ name: 'Ibuprofeno', dosage: '600 mg cada 8 horas' }]), now },
  );
  run(
    ctx.db,
    "INSERT INTO prescription_images (id, user_id, file, mime, size) VALUES (41, :p, 'x.png', 'image/png', 68)",
    {
      p: PATIENT_ID,
    },
  );
  run(
    ctx.db,
    "INSERT INTO access_requests (id, user_id, doctor_name, requested_at) VALUES (61, :p, 'Dra. Lucía Romero', :t)",
    {
      p: PATIENT_ID,
      t: now - 10 * DAY,
    },
  );
}
