import { type Db, all, one, run, transaction } from '../db/connection.ts';
import { seed } from '../db/seed.ts';
import { isSlotStart } from '../domain/slots.ts';
import { DAY, DOCTOR_ZONE, HOUR, MINUTE, localParts, zonedToInstant } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import { insertAppointment } from '../services/appointments.ts';
import { shiftsOf } from '../services/doctors.ts';

/**
 * The records the contracts' provider states talk about (contracts/consumer/support/fixtures.ts), built on
 * top of the ordinary seed, on the real clock. Dates are relative to now: "the slot" of the states is
 * picked when the world is reset (see slotStart) and handed to the verifier by the states that name it.
 */
export const PATIENT_ID = 1001;
export const PATIENT_PHONE = '+34612345678';
export const PATIENT_EMAIL = 'ana.garcia@example.com';
export const EMPLOYEE_EMAIL = 'ana.garcia@acme-salud.example';
export const COMPANY_ID = 31;
export const SPECIALITY_ID = 3;
export const DOCTOR_ID = 21;
export const PRE_ORDER_ID = 5001;
/** The slot's time of day in Madrid: 10:30. */
const SLOT_MINUTE = 10 * 60 + 30;
const SLOT_KEY = 'contract_slot_start';

/**
 * 10:30 (Madrid) on the first day, two or more calendar days from now, on which doctor 21 works: more than
 * 24 hours ahead (a `booked` appointment, cancellable) and inside the 30-day booking window.
 */
function firstSlotFrom(db: Db, now: number): number {
  const shifts = shiftsOf(db, DOCTOR_ID);
  for (let days = 2; days <= 9; days += 1) {
    const { year, month, day } = localParts(DOCTOR_ZONE, now + days * DAY);
    const start = zonedToInstant(DOCTOR_ZONE, year, month, day, SLOT_MINUTE);
    if (isSlotStart(shifts, start)) return start;
  }
  throw new Error(`Doctor ${DOCTOR_ID} has no 10:30 slot in the week after next`);
}

/**
 * "The slot" of this interaction's states (free, taken, pre-order 5001, appointment 7001): fixed when the world
 * is reset, so every state of one interaction agrees on it even across midnight.
 */
export function slotStart(ctx: Ctx): number {
  const row = one<{ value: string }>(ctx.db, 'SELECT value FROM meta WHERE key = :key', { key: SLOT_KEY });
  return row ? Number(row.value) : firstSlotFrom(ctx.db, ctx.clock.now());
}

/** Wipes every table (keeping the signing secret) and seeds again: each interaction starts from the same data. */
export function resetWorld(ctx: Ctx, assetsDir: string) {
  const { db } = ctx;
  const tables = all<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'meta'",
  );
  db.exec('PRAGMA foreign_keys = OFF');
  transaction(db, () => {
    for (const { name } of tables) db.exec(`DELETE FROM "${name}"`);
    db.exec("DELETE FROM meta WHERE key != 'jwt_secret'");
  });
  db.exec('PRAGMA foreign_keys = ON');
  seed(db, { now: ctx.clock.now(), assetsDir });
  transaction(db, () => {
    // Doctor 21 practises speciality 3 and works Tuesdays 08:00–20:00 in 30-minute slots (10:30 included).
    run(db, "UPDATE doctors SET speciality_id = :s, price_cents = 4500, duty = 'schedule' WHERE id = :d", {
      s: SPECIALITY_ID,
      d: DOCTOR_ID,
    });
    run(db, 'DELETE FROM doctor_schedules WHERE doctor_id = :d', { d: DOCTOR_ID });
    run(db, 'INSERT INTO doctor_schedules VALUES (:d, 2, 480, 1200, 30), (:d, 4, 480, 1200, 30)', {
      d: DOCTOR_ID,
    });
    run(
      db,
      "INSERT INTO companies (id, title, img_url, plan) VALUES (:c, 'Acme Salud', '/assets/companies/1.svg', 'covered')",
      {
        c: COMPANY_ID,
      },
    );
    run(db, "INSERT INTO company_domains (domain, company_id) VALUES ('acme-salud.example', :c)", {
      c: COMPANY_ID,
    });
    run(db, 'INSERT INTO meta (key, value) VALUES (:key, :value)', {
      key: SLOT_KEY,
      value: String(firstSlotFrom(db, ctx.clock.now())),
    });
  });
}

/** Patient 1001 with a complete profile (or the given differences); returns nothing, the caller signs the token. */
export function ensurePatient(ctx: Ctx, fields: Record<string, string | number | null> = {}) {
  const values: Record<string, string | number | null> = {
    phone: PATIENT_PHONE,
    calling_code: '+34',
    email: PATIENT_EMAIL,
    first_name: 'Ana',
    last_name: 'García López',
    id_number: '12345678Z',
    birth_day: '1990-04-12',
    is_mobile_verified: 1,
    ...fields,
  };
  const exists = one(ctx.db, 'SELECT id FROM users WHERE id = :id', { id: PATIENT_ID });
  const columns = Object.keys(exists ? fields : values);
  if (exists && columns.length === 0) return;
  const sql = exists
    ? `UPDATE users SET ${columns.map((column) => `${column} = :${column}`).join(', ')} WHERE id = :id`
    : `INSERT INTO users (id, created_at, ${columns.join(', ')})
       VALUES (:id, :createdAt, ${columns.map((column) => `:${column}`).join(', ')})`;
  const params = Object.fromEntries(columns.map((column) => [column, values[column] ?? null]));
  run(ctx.db, sql, {
    ...params,
    id: PATIENT_ID,
    ...(exists ? {} : { createdAt: ctx.clock.now() - 90 * DAY }),
  });
}

export interface AppointmentSpec {
  id: number;
  start: number | null;
  type?: 'booked' | 'emergency';
  userId?: number;
  bundleOrderId?: number | null;
  preOrderId?: number | null;
  paidCard?: number;
  done?: boolean;
  inProgress?: boolean;
  /** The doctor let the patient in just now: `session_starting` (in progress 2 minutes later). */
  starting?: boolean;
}

/** An appointment with doctor 21 with a fixed id, paid by card unless a bundle paid it. */
export function addAppointment(ctx: Ctx, spec: AppointmentSpec) {
  const now = ctx.clock.now();
  const bundle = spec.bundleOrderId ?? null;
  insertAppointment(
    ctx.db,
    {
      id: spec.id,
      user_id: spec.userId ?? PATIENT_ID,
      doctor_id: DOCTOR_ID,
      speciality_id: SPECIALITY_ID,
      appointment_type: spec.type ?? 'booked',
      start_at: spec.start,
      time_zone: 'Europe/Madrid',
      price_cents: 4500,
      paid_card_cents: bundle === null ? (spec.paidCard ?? 4500) : 0,
      paid_balance_cents: 0,
      voucher_id: null,
      bundle_order_id: bundle,
      company_id: null,
      pre_order_id: spec.preOrderId ?? null,
    },
    now,
  );
  if (spec.done || spec.starting || spec.inProgress) {
    run(ctx.db, 'UPDATE appointments SET doctor_joined_at = :t WHERE id = :id', {
      t: now - DAY,
      id: spec.id,
    });
  }
  if (spec.done)
    run(ctx.db, 'UPDATE appointments SET ended_at = :t WHERE id = :id', { t: now - DAY, id: spec.id });
  if (spec.starting) {
    run(ctx.db, 'UPDATE appointments SET waiting_entered_at = :t WHERE id = :id', { t: now, id: spec.id });
  }
  if (spec.inProgress) {
    run(ctx.db, 'UPDATE appointments SET waiting_entered_at = :t WHERE id = :id', {
      t: now - 5 * MINUTE,
      id: spec.id,
    });
  }
}

/** A week ago, on the hour: the start of a finished appointment. */
export const pastStart = (now: number) => Math.floor((now - 7 * DAY) / HOUR) * HOUR;

export function addPreOrder(ctx: Ctx) {
  const now = ctx.clock.now();
  const start = slotStart(ctx);
  run(
    ctx.db,
    `INSERT INTO pre_orders (id, user_id, doctor_id, speciality_id, appointment_type, start_at, time_zone, price_cents,
       status, expires_at, created_at)
     VALUES (:id, :user, :doctor, :speciality, 'booked', :start, 'Europe/Madrid', 4500, 'pending', :expires, :now)`,
    {
      id: PRE_ORDER_ID,
      user: PATIENT_ID,
      doctor: DOCTOR_ID,
      speciality: SPECIALITY_ID,
      start,
      expires: now + 15 * MINUTE,
      now,
    },
  );
  run(
    ctx.db,
    'INSERT INTO slot_claims (doctor_id, start_at, pre_order_id, expires_at) VALUES (:d, :s, :p, :e)',
    {
      d: DOCTOR_ID,
      s: start,
      p: PRE_ORDER_ID,
      e: now + 15 * MINUTE,
    },
  );
}
