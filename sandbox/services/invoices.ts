import { type Db, one } from '../db/connection.ts';
import { notFound } from '../domain/errors.ts';

/**
 * The provider company that issues the invoices. Sandbox data: the name, tax id (a well-formed CIF) and
 * address stand in for the real company's.
 */
export const ISSUER = {
  name: 'Telehealth Salud Digital, S.L.',
  taxId: 'B12345674',
  address: ['Calle de Alcalá 100', '28009 Madrid, España'],
} as const;

export interface InvoiceData {
  /** `TH2026-000012`: one series per calendar year, numbered in the order payments happen. */
  number: string;
  issuedAt: number;
  amountCents: number;
  patient: { name: string; idNumber: string | null };
  /** Null only for a payment that no visit belongs to (none is made today). */
  visit: {
    doctor: string;
    specialityEs: string;
    specialityEn: string;
    startAt: number | null;
    timeZone: string;
    type: 'booked' | 'emergency';
  } | null;
}

interface InvoiceRow {
  series: string;
  seq: number;
  issued_at: number;
  amount_cents: number;
  first_name: string | null;
  last_name: string | null;
  id_number: string | null;
  doctor: string | null;
  s_title_es: string | null;
  s_title_en: string | null;
  start_at: number | null;
  time_zone: string | null;
  appointment_type: 'booked' | 'emergency' | null;
}

/** `transaction-61` (a payment of the transactions list) or `appointment-7001` (a paid visit's details). */
export type InvoiceRef = { kind: 'transaction' | 'appointment'; id: number };

export function parseInvoiceRef(ref: string): InvoiceRef | null {
  const match = /^(transaction|appointment)-(\d{1,12})$/.exec(ref);
  return match ? { kind: match[1] as InvoiceRef['kind'], id: Number(match[2]) } : null;
}

export const invoiceNumber = (series: string, seq: number) => `TH${series}-${String(seq).padStart(6, '0')}`;

/**
 * The invoice behind a reference, if it belongs to `userId`: someone else's invoice is not found (404),
 * the same answer as one that does not exist, so references cannot be probed.
 */
export function invoiceFor(db: Db, userId: number, ref: InvoiceRef): InvoiceData {
  const column = ref.kind === 'transaction' ? 'i.transaction_id' : 'i.appointment_id';
  const row = one<InvoiceRow>(
    db,
    `SELECT i.series, i.seq, i.issued_at, i.amount_cents, u.first_name, u.last_name, u.id_number,
       d.full_name AS doctor, s.title_es AS s_title_es, s.title_en AS s_title_en, a.start_at, a.time_zone,
       a.appointment_type
     FROM invoices i JOIN users u ON u.id = i.user_id
       LEFT JOIN appointments a ON a.id = i.appointment_id
       LEFT JOIN doctors d ON d.id = a.doctor_id
       LEFT JOIN specialities s ON s.id = a.speciality_id
     WHERE ${column} = :id AND i.user_id = :userId
     ORDER BY i.id DESC LIMIT 1`,
    { id: ref.id, userId },
  );
  if (!row) throw notFound('invoice_not_found');
  return {
    number: invoiceNumber(row.series, row.seq),
    issuedAt: row.issued_at,
    amountCents: row.amount_cents,
    patient: {
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      idNumber: row.id_number,
    },
    visit:
      row.doctor === null
        ? null
        : {
            doctor: row.doctor,
            specialityEs: row.s_title_es ?? '',
            specialityEn: row.s_title_en ?? '',
            startAt: row.start_at,
            timeZone: row.time_zone ?? 'Europe/Madrid',
            type: row.appointment_type ?? 'booked',
          },
  };
}
