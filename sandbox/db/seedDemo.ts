import { insertAppointment } from '../services/appointments.ts';
import { timeslots } from '../services/doctors.ts';
import { addTransaction } from '../services/finance.ts';
import { DAY, HOUR } from '../domain/time.ts';
import { type Db, one, run } from './connection.ts';
import { DEMO } from './seedData.ts';

function addUser(db: Db, fields: Record<string, string | number | null>, now: number): number {
  const columns = Object.keys(fields);
  return run(
    db,
    `INSERT INTO users (${columns.join(', ')}, created_at) VALUES (${columns.map((c) => `:${c}`).join(', ')}, :now)`,
    { ...fields, now },
  ).id;
}

/**
 * Dr. Javier Ortega's first free time from three days on. Every browser journey makes a demo patient, so his
 * times can run out in a long run: then the first hour of the booking window nobody holds with him, outside his
 * hours if need be, so every demo patient has the same upcoming visit and the bookable times are left alone.
 */
function upcomingSlot(db: Db, now: number) {
  const doctor = one<{ id: number; full_name: string; price_cents: number }>(
    db,
    'SELECT id, full_name, price_cents FROM doctors WHERE id = 2',
  );
  if (!doctor) return undefined;
  const from = now + 3 * DAY;
  const free = timeslots(db, doctor.id, from, now + 30 * DAY, now).find((time) => time.is_available);
  if (free) return { doctor, start: free.start };
  for (let start = Math.ceil(from / HOUR) * HOUR; start < now + 30 * DAY; start += HOUR) {
    if (!one(db, 'SELECT 1 AS taken FROM slot_claims WHERE doctor_id = 2 AND start_at = :start', { start }))
      return { doctor, start };
  }
  return undefined;
}

export interface DemoPatient {
  /** E.164, e.g. +34600000001. */
  phone: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

/**
 * A patient with the demo history: complete profile, 20 € balance from a refund, a psychology bundle of 4,
 * a past visit with a follow-up request, an upcoming visit, an approved prescription and a doctor's access
 * request. The demo account of `npm start`, and (through POST /sandbox/demo-patients) a fresh one per
 * browser journey, so journeys that change such data never share it.
 */
export function seedDemoPatient(db: Db, now: number, who: DemoPatient): number {
  const patient = addUser(
    db,
    {
      phone: who.phone,
      calling_code: DEMO.callingCode,
      email: who.email,
      first_name: who.firstName,
      last_name: who.lastName,
      id_number: '12345678Z',
      birth_day: '1990-04-12',
      is_mobile_verified: 1,
    },
    now,
  );
  addTransaction(db, {
    user_id: patient,
    type: 'refund',
    amount_cents: 2000,
    balance_delta_cents: 2000,
    description: ['Reembolso de una consulta anterior', 'Refund for an earlier consultation'],
    appointment_id: null,
    now: now - 30 * DAY,
  });
  run(
    db,
    `INSERT INTO bundle_orders (user_id, product_id, total_meetings, used_meetings, purchased_at, expires_at)
     VALUES (:patient, 1, 4, 0, :bought, :expires)`,
    { patient, bought: now - 20 * DAY, expires: now + 160 * DAY },
  );
  // A week ago, on the hour; an earlier hour when another demo patient already had that one.
  let pastStart = Math.floor((now - 7 * DAY) / HOUR) * HOUR;
  while (
    one(db, 'SELECT 1 AS taken FROM slot_claims WHERE doctor_id = 4 AND start_at = :pastStart', { pastStart })
  ) {
    pastStart -= HOUR;
  }
  const past = insertAppointment(
    db,
    {
      user_id: patient,
      doctor_id: 4,
      speciality_id: 2,
      appointment_type: 'booked',
      start_at: pastStart,
      time_zone: 'Europe/Madrid',
      price_cents: 4900,
      paid_card_cents: 4900,
      paid_balance_cents: 0,
      voucher_id: null,
      bundle_order_id: null,
      company_id: null,
      pre_order_id: null,
    },
    now,
  );
  addTransaction(db, {
    user_id: patient,
    type: 'payment',
    amount_cents: -4900,
    balance_delta_cents: 0,
    description: ['Consulta con Dr. Pablo Sánchez', 'Consultation with Dr. Pablo Sánchez'],
    appointment_id: past,
    now: pastStart - 2 * DAY,
  });
  const next = upcomingSlot(db, now);
  if (next) {
    const upcoming = insertAppointment(
      db,
      {
        user_id: patient,
        doctor_id: next.doctor.id,
        speciality_id: 1,
        appointment_type: 'booked',
        start_at: next.start,
        time_zone: 'Europe/Madrid',
        price_cents: next.doctor.price_cents,
        paid_card_cents: next.doctor.price_cents,
        paid_balance_cents: 0,
        voucher_id: null,
        bundle_order_id: null,
        company_id: null,
        pre_order_id: null,
      },
      now,
    );
    addTransaction(db, {
      user_id: patient,
      type: 'payment',
      amount_cents: -next.doctor.price_cents,
      balance_delta_cents: 0,
      description: [`Consulta con ${next.doctor.full_name}`, `Consultation with ${next.doctor.full_name}`],
      appointment_id: upcoming,
      now: now - DAY,
    });
  }
  run(
    db,
    `INSERT INTO followups (appointment_id, user_id, doctor_id, proposed_start_at, price_cents, status)
     VALUES (:past, :patient, 4, :proposed, 4900, 'pending')`,
    { past, patient, proposed: Math.floor((now + 10 * DAY) / HOUR) * HOUR },
  );
  run(
    db,
    `INSERT INTO prescriptions (user_id, status, medicines, share_scope, shared_meeting_id, updated_at)
     VALUES (:patient, 'approved', :medicines, NULL, NULL, :now)`,
    { patient, medicines: JSON.stringify([{ name: 'Ibuprofeno 600 mg', dosage: '1 cada 8 horas' }]), now },
  );
  run(
    db,
    "INSERT INTO access_requests (user_id, doctor_name, requested_at) VALUES (:patient, 'Dra. Elena Navarro', :t)",
    {
      patient,
      t: now - DAY,
    },
  );
  return patient;
}

/** The test accounts `npm start` prints, with a history to look at: balance, bundle, past and future visits. */
export function seedDemoAccounts(db: Db, now: number) {
  seedDemoPatient(db, now, {
    phone: `${DEMO.callingCode}${DEMO.patientPhone}`,
    email: DEMO.patientEmail,
    firstName: 'Lucía',
    lastName: 'García',
  });
  addUser(
    db,
    {
      phone: '+34600000002',
      calling_code: '+34',
      email: DEMO.b2bEmail,
      first_name: 'Ana',
      last_name: 'López',
      id_number: 'X1234567L',
      birth_day: '1985-09-30',
      is_mobile_verified: 1,
    },
    now,
  );
  addUser(db, { email: DEMO.subscriptionEmail, first_name: 'Marta', last_name: 'Pérez' }, now);
  // Created with her Acme address (the users trigger links Acme); her Globex address is a second proven link
  // (on a schema older than company links, as the migration test seeds, there is nothing to link yet).
  const sofia = addUser(db, { email: DEMO.twoCompaniesEmail, first_name: 'Sofía', last_name: 'Ruiz' }, now);
  if (!one(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'company_links'")) return;
  run(
    db,
    `INSERT OR IGNORE INTO company_links (user_id, company_id, email, verified_at)
     SELECT :user, company_id, :email, :now FROM company_domains WHERE domain = 'globex.example'`,
    { user: sofia, email: DEMO.twoCompaniesSecondEmail, now },
  );
}
