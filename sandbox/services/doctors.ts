import { type Db, all, one } from '../db/connection.ts';
import { notFound } from '../domain/errors.ts';
import { BOOKING_WINDOW_MS, type WeeklyShift, isOnDuty, slotsBetween } from '../domain/slots.ts';
import { isoInZone } from '../domain/time.ts';
import type { Lang } from '../http/messages.ts';
import { spanishSlug } from '../domain/slugs.ts';

export interface DoctorRow {
  id: number;
  full_name: string;
  speciality_id: number;
  photo_url: string | null;
  bio_es: string;
  bio_en: string;
  languages: string;
  price_cents: number;
  rating: number | null;
  reviews_count: number;
  duty: 'schedule' | 'always' | 'never';
  b2b: number;
  s_title_es: string;
  s_title_en: string;
  s_slug: string;
}

const DOCTOR_SELECT = `SELECT d.*, s.title_es AS s_title_es, s.title_en AS s_title_en, s.slug AS s_slug
  FROM doctors d JOIN specialities s ON s.id = d.speciality_id`;

export const absolute = (base: string, url: string | null) =>
  url && url.startsWith('/') ? `${base}${url}` : url;

export function getDoctor(db: Db, doctorId: number): DoctorRow {
  const doctor = one<DoctorRow>(db, `${DOCTOR_SELECT} WHERE d.id = :doctorId`, { doctorId });
  if (!doctor) throw notFound('doctor_not_found');
  return doctor;
}

export function listDoctors(
  db: Db,
  filter: { specialityId?: number; doctorId?: number; b2bOnly?: boolean },
): DoctorRow[] {
  return all<DoctorRow>(
    db,
    `${DOCTOR_SELECT} WHERE (:sid IS NULL OR d.speciality_id = :sid) AND (:did IS NULL OR d.id = :did)
       AND (:b2b = 0 OR d.b2b = 1) ORDER BY d.id`,
    { sid: filter.specialityId ?? null, did: filter.doctorId ?? null, b2b: filter.b2bOnly ? 1 : 0 },
  );
}

export function shiftsOf(db: Db, doctorId: number): WeeklyShift[] {
  return all<WeeklyShift>(
    db,
    'SELECT weekday, start_minute, end_minute, slot_minutes FROM doctor_schedules WHERE doctor_id = :doctorId',
    { doctorId },
  );
}

/** Slot starts held by a paid appointment or by a pre-order still inside its payment window. */
export function takenStarts(db: Db, doctorId: number, now: number): Set<number> {
  const rows = all<{ start_at: number }>(
    db,
    `SELECT start_at FROM slot_claims WHERE doctor_id = :doctorId
       AND (appointment_id IS NOT NULL OR expires_at > :now)`,
    { doctorId, now },
  );
  return new Set(rows.map((row) => row.start_at));
}

export function timeslots(db: Db, doctorId: number, from: number, to: number, now: number) {
  const windowFrom = Math.max(from, now);
  const windowTo = Math.min(to, now + BOOKING_WINDOW_MS);
  const taken = takenStarts(db, doctorId, now);
  return slotsBetween(shiftsOf(db, doctorId), windowFrom, windowTo).map((slot) => ({
    ...slot,
    is_available: !taken.has(slot.start),
  }));
}

export function doctorOnDuty(db: Db, doctor: DoctorRow, now: number): boolean {
  return isOnDuty(doctor.duty, shiftsOf(db, doctor.id), now);
}

/** The AvailableDoctor shape of src/api/shared/doctors.ts. */
export function availableDoctorView(db: Db, doctor: DoctorRow, lang: Lang, base: string, now: number) {
  const next = timeslots(db, doctor.id, now, now + BOOKING_WINDOW_MS, now).find((slot) => slot.is_available);
  return {
    id: doctor.id,
    full_name: doctor.full_name,
    photo_url: absolute(base, doctor.photo_url),
    bio: lang === 'en' ? doctor.bio_en : doctor.bio_es,
    speciality: {
      id: doctor.speciality_id,
      title: lang === 'en' ? doctor.s_title_en : doctor.s_title_es,
      slug: lang === 'en' ? doctor.s_slug : spanishSlug(doctor.s_title_es),
    },
    languages: JSON.parse(doctor.languages) as string[],
    price: { amount: doctor.price_cents, currency: 'EUR' as const },
    rating: doctor.rating,
    reviews_count: doctor.reviews_count,
    next_slot: next ? isoInZone(next.start) : null,
    is_on_duty: doctorOnDuty(db, doctor, now),
  };
}

/** The DoctorSummary shape of src/api/types.ts. */
export function doctorSummary(doctor: DoctorRow, lang: Lang, base: string) {
  return {
    id: doctor.id,
    full_name: doctor.full_name,
    photo_url: absolute(base, doctor.photo_url),
    speciality_title: lang === 'en' ? doctor.s_title_en : doctor.s_title_es,
  };
}
