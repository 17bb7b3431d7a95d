import { type Db, transaction } from './connection.ts';

/**
 * Versioned schema. Each entry runs once, in order, inside a transaction; PRAGMA user_version records the
 * last one applied. Never edit an applied migration: append a new one. Times are epoch milliseconds,
 * money integer cents.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE specialities (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, sort INTEGER NOT NULL,
    title_es TEXT NOT NULL, title_en TEXT NOT NULL, description_es TEXT NOT NULL, description_en TEXT NOT NULL,
    info_es TEXT NOT NULL, info_en TEXT NOT NULL, icon_url TEXT
  );
  CREATE TABLE symptoms (
    id INTEGER PRIMARY KEY, speciality_id INTEGER NOT NULL REFERENCES specialities(id),
    title_es TEXT NOT NULL, title_en TEXT NOT NULL
  );
  CREATE TABLE doctors (
    id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, speciality_id INTEGER NOT NULL REFERENCES specialities(id),
    photo_url TEXT, bio_es TEXT NOT NULL, bio_en TEXT NOT NULL, languages TEXT NOT NULL,
    price_cents INTEGER NOT NULL, rating REAL, reviews_count INTEGER NOT NULL DEFAULT 0,
    duty TEXT NOT NULL CHECK (duty IN ('schedule', 'always', 'never')), b2b INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE doctor_schedules (
    doctor_id INTEGER NOT NULL REFERENCES doctors(id), weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
    start_minute INTEGER NOT NULL, end_minute INTEGER NOT NULL, slot_minutes INTEGER NOT NULL
  );
  CREATE TABLE countries (
    id INTEGER PRIMARY KEY, iso_code TEXT NOT NULL UNIQUE, name_es TEXT NOT NULL, name_en TEXT NOT NULL,
    calling_code TEXT NOT NULL
  );
  CREATE TABLE companies (
    id INTEGER PRIMARY KEY, title TEXT NOT NULL, img_url TEXT,
    plan TEXT NOT NULL CHECK (plan IN ('covered', 'subscription'))
  );
  CREATE TABLE company_domains (domain TEXT PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES companies(id));
  CREATE TABLE users (
    id INTEGER PRIMARY KEY, phone TEXT UNIQUE, calling_code TEXT, email TEXT UNIQUE, google_sub TEXT UNIQUE,
    first_name TEXT, last_name TEXT, id_number TEXT, birth_day TEXT,
    is_mobile_verified INTEGER NOT NULL DEFAULT 0, language_id INTEGER NOT NULL DEFAULT 1,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    subscription_active INTEGER NOT NULL DEFAULT 0, subscription_started_at INTEGER, trial_ends_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE otp_codes (
    id INTEGER PRIMARY KEY, identity TEXT NOT NULL, code TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'used', 'locked', 'replaced')),
    expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL
  );
  CREATE INDEX otp_codes_identity ON otp_codes(identity, id);
  CREATE TABLE refresh_tokens (
    jti TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), family TEXT NOT NULL,
    expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER, created_at INTEGER NOT NULL
  );
  CREATE INDEX refresh_tokens_family ON refresh_tokens(family);
  CREATE TABLE login_tokens (
    token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE TABLE vouchers (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_first')), value INTEGER NOT NULL,
    expires_at INTEGER, user_id INTEGER REFERENCES users(id)
  );
  CREATE TABLE bundle_products (
    id INTEGER PRIMARY KEY, speciality_id INTEGER NOT NULL REFERENCES specialities(id),
    title_es TEXT NOT NULL, title_en TEXT NOT NULL, meetings INTEGER NOT NULL, price_cents INTEGER NOT NULL,
    validity_days INTEGER NOT NULL
  );
  CREATE TABLE bundle_orders (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES bundle_products(id), total_meetings INTEGER NOT NULL,
    used_meetings INTEGER NOT NULL DEFAULT 0 CHECK (used_meetings BETWEEN 0 AND total_meetings),
    purchased_at INTEGER NOT NULL, expires_at INTEGER
  );
  CREATE TABLE pre_orders (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
    doctor_id INTEGER NOT NULL REFERENCES doctors(id), speciality_id INTEGER NOT NULL,
    appointment_type TEXT NOT NULL, start_at INTEGER, time_zone TEXT NOT NULL, symptoms TEXT,
    wizard_response_id INTEGER, company_id INTEGER, price_cents INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')), expires_at INTEGER NOT NULL,
    voucher_code TEXT, use_balance INTEGER NOT NULL DEFAULT 0, bundle_order_id INTEGER REFERENCES bundle_orders(id),
    created_at INTEGER NOT NULL
  );
  CREATE TABLE pre_order_images (
    id INTEGER PRIMARY KEY, pre_order_id INTEGER NOT NULL REFERENCES pre_orders(id), file TEXT NOT NULL,
    mime TEXT NOT NULL, size INTEGER NOT NULL
  );
  CREATE TABLE appointments (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
    doctor_id INTEGER NOT NULL REFERENCES doctors(id), speciality_id INTEGER NOT NULL,
    appointment_type TEXT NOT NULL, start_at INTEGER, time_zone TEXT NOT NULL, price_cents INTEGER NOT NULL,
    paid_card_cents INTEGER NOT NULL DEFAULT 0, paid_balance_cents INTEGER NOT NULL DEFAULT 0,
    voucher_id INTEGER REFERENCES vouchers(id), bundle_order_id INTEGER REFERENCES bundle_orders(id),
    company_id INTEGER REFERENCES companies(id), pre_order_id INTEGER UNIQUE REFERENCES pre_orders(id),
    note TEXT, waiting_entered_at INTEGER, ended_at INTEGER, canceled_at INTEGER, cancel_reason_id INTEGER,
    cancel_comment TEXT, prescription_shared INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
  );
  CREATE INDEX appointments_user ON appointments(user_id);
  -- One row per taken slot: a pending pre-order's hold (expires) or a paid appointment (no expiry).
  CREATE TABLE slot_claims (
    doctor_id INTEGER NOT NULL, start_at INTEGER NOT NULL, pre_order_id INTEGER REFERENCES pre_orders(id),
    appointment_id INTEGER REFERENCES appointments(id), expires_at INTEGER,
    PRIMARY KEY (doctor_id, start_at)
  );
  CREATE TABLE payments (
    id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
    pre_order_id INTEGER NOT NULL REFERENCES pre_orders(id), idempotency_key TEXT NOT NULL,
    status TEXT NOT NULL, client_secret TEXT, subtotal_cents INTEGER NOT NULL, voucher_id INTEGER,
    voucher_discount_cents INTEGER NOT NULL, bundle_order_id INTEGER, bundle_credit_cents INTEGER NOT NULL,
    balance_used_cents INTEGER NOT NULL, card_cents INTEGER NOT NULL, company_id INTEGER,
    expires_at INTEGER NOT NULL, failure_message TEXT, appointment_id INTEGER REFERENCES appointments(id),
    created_at INTEGER NOT NULL, UNIQUE (user_id, idempotency_key)
  );
  CREATE TABLE voucher_redemptions (
    voucher_id INTEGER NOT NULL REFERENCES vouchers(id), user_id INTEGER NOT NULL REFERENCES users(id),
    appointment_id INTEGER NOT NULL REFERENCES appointments(id), PRIMARY KEY (voucher_id, user_id)
  );
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
    type TEXT NOT NULL CHECK (type IN ('payment', 'refund', 'voucher', 'bundle')),
    amount_cents INTEGER NOT NULL, balance_delta_cents INTEGER NOT NULL, description_es TEXT NOT NULL,
    description_en TEXT NOT NULL, appointment_id INTEGER, created_at INTEGER NOT NULL
  );
  CREATE TABLE cancellation_reasons (id INTEGER PRIMARY KEY, title_es TEXT NOT NULL, title_en TEXT NOT NULL);
  CREATE TABLE followups (
    id INTEGER PRIMARY KEY, appointment_id INTEGER NOT NULL REFERENCES appointments(id),
    user_id INTEGER NOT NULL REFERENCES users(id), doctor_id INTEGER NOT NULL REFERENCES doctors(id),
    proposed_start_at INTEGER, price_cents INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected'))
  );
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY, appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments(id),
    user_id INTEGER NOT NULL, rating INTEGER NOT NULL, comment TEXT, created_at INTEGER NOT NULL
  );
  CREATE TABLE prescriptions (
    user_id INTEGER PRIMARY KEY REFERENCES users(id), status TEXT NOT NULL, medicines TEXT NOT NULL,
    share_scope TEXT, shared_meeting_id INTEGER, updated_at INTEGER NOT NULL
  );
  CREATE TABLE prescription_images (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), file TEXT NOT NULL,
    mime TEXT NOT NULL, size INTEGER NOT NULL
  );
  CREATE TABLE access_requests (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), doctor_name TEXT NOT NULL,
    requested_at INTEGER NOT NULL
  );
  CREATE TABLE policies (
    id INTEGER PRIMARY KEY, type TEXT NOT NULL, title_es TEXT NOT NULL, title_en TEXT NOT NULL,
    url TEXT NOT NULL, version TEXT NOT NULL
  );
  CREATE TABLE wizard_options (
    id INTEGER PRIMARY KEY, question_id INTEGER NOT NULL, question_es TEXT NOT NULL, question_en TEXT NOT NULL,
    text_es TEXT NOT NULL, text_en TEXT NOT NULL, speciality_id INTEGER REFERENCES specialities(id)
  );
  CREATE TABLE setup_intents (
    id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), client_secret TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // 2: employment is a verified company link, no longer whatever domain the (editable) profile e-mail has.
  // An account is only ever created by a sign-in that proved its e-mail (an e-mail code, Google) or by seed
  // data, so the trigger links a company e-mail an account is created with; a later profile e-mail never
  // links. Existing users keep a link only where an e-mail code for that address was used.
  `
  CREATE TABLE company_links (
    user_id INTEGER NOT NULL REFERENCES users(id), company_id INTEGER NOT NULL REFERENCES companies(id),
    email TEXT NOT NULL UNIQUE, verified_at INTEGER NOT NULL, PRIMARY KEY (user_id, company_id)
  );
  CREATE TRIGGER users_company_link AFTER INSERT ON users WHEN NEW.email IS NOT NULL BEGIN
    INSERT OR IGNORE INTO company_links (user_id, company_id, email, verified_at)
    SELECT NEW.id, d.company_id, lower(NEW.email), NEW.created_at FROM company_domains d
    WHERE d.domain = lower(substr(NEW.email, instr(NEW.email, '@') + 1));
  END;
  INSERT OR IGNORE INTO company_links (user_id, company_id, email, verified_at)
  SELECT u.id, d.company_id, lower(u.email), u.created_at FROM users u
  JOIN company_domains d ON d.domain = lower(substr(u.email, instr(u.email, '@') + 1))
  WHERE EXISTS (SELECT 1 FROM otp_codes o WHERE o.identity = 'email:' || lower(u.email) AND o.state = 'used');
  `,
  // 3: a wizard response is the provider's reading of a set of answers (booking: wizardResponseId); visitors
  // answer too, so the patient is optional.
  `
  CREATE TABLE wizard_responses (
    id INTEGER PRIMARY KEY, form_id INTEGER NOT NULL, user_id INTEGER REFERENCES users(id),
    speciality_id INTEGER NOT NULL REFERENCES specialities(id), answers TEXT NOT NULL, created_at INTEGER NOT NULL
  );
  `,
  // 4: every paid visit has an invoice, numbered in one series per calendar year (TH2026-000001, …) in the
  // order payments happen: a trigger issues it in the transaction that records the payment.
  `
  CREATE TABLE invoices (
    id INTEGER PRIMARY KEY, series TEXT NOT NULL, seq INTEGER NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users(id),
    transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions(id),
    appointment_id INTEGER REFERENCES appointments(id), amount_cents INTEGER NOT NULL,
    issued_at INTEGER NOT NULL, UNIQUE (series, seq)
  );
  CREATE INDEX invoices_appointment ON invoices(appointment_id);
  CREATE TRIGGER transactions_invoice AFTER INSERT ON transactions WHEN NEW.type = 'payment' BEGIN
    INSERT INTO invoices (series, seq, user_id, transaction_id, appointment_id, amount_cents, issued_at)
    VALUES (
      strftime('%Y', NEW.created_at / 1000, 'unixepoch'),
      (SELECT COALESCE(MAX(seq), 0) + 1 FROM invoices
        WHERE series = strftime('%Y', NEW.created_at / 1000, 'unixepoch')),
      NEW.user_id, NEW.id, NEW.appointment_id, -NEW.amount_cents, NEW.created_at
    );
  END;
  INSERT INTO invoices (series, seq, user_id, transaction_id, appointment_id, amount_cents, issued_at)
  SELECT strftime('%Y', created_at / 1000, 'unixepoch'),
    ROW_NUMBER() OVER (PARTITION BY strftime('%Y', created_at / 1000, 'unixepoch') ORDER BY created_at, id),
    user_id, id, appointment_id, -amount_cents, created_at
  FROM transactions WHERE type = 'payment';
  `,
  // 5: payments. One live (not expired) payment per pre-order, whatever idempotency key asked for it: the
  // extra ones older databases may hold expire, the succeeded one (else the newest) stays. A decline keeps
  // a code (its message follows the request's language); a payment waiting for authentication keeps the
  // outcome approval brings; a setup intent is confirmed by the processor before it can start a trial
  // (existing ones count as confirmed).
  `
  ALTER TABLE payments ADD COLUMN failure_code TEXT;
  ALTER TABLE payments ADD COLUMN action_outcome TEXT;
  ALTER TABLE setup_intents ADD COLUMN status TEXT NOT NULL DEFAULT 'succeeded';
  UPDATE payments SET status = 'expired'
  WHERE status <> 'expired' AND EXISTS (
    SELECT 1 FROM payments other WHERE other.pre_order_id = payments.pre_order_id AND other.status <> 'expired'
      AND other.id <> payments.id AND (
        (other.status = 'succeeded') <> (payments.status = 'succeeded') AND other.status = 'succeeded'
        OR (other.status = 'succeeded') = (payments.status = 'succeeded')
          AND (other.created_at, other.id) > (payments.created_at, payments.id)));
  CREATE UNIQUE INDEX payments_live_per_pre_order ON payments (pre_order_id) WHERE status <> 'expired';
  `,
  // 6: a session (a refresh-token family) that logged out, or whose refresh token was reused, is revoked: its
  // access tokens (claim `sid`) are refused from then on, not only its refresh tokens.
  `
  CREATE TABLE revoked_sessions (session_id TEXT PRIMARY KEY, revoked_at INTEGER NOT NULL);
  `,
  // 7: which privacy-policy version each sign-in accepted (register: the identity asking for a code, and the
  // user when known; register-google: the user), and the app download links sent by SMS (campaign landing).
  `
  CREATE TABLE privacy_consents (
    id INTEGER PRIMARY KEY, identity TEXT NOT NULL, user_id INTEGER REFERENCES users(id),
    version TEXT NOT NULL, accepted_at INTEGER NOT NULL
  );
  CREATE INDEX privacy_consents_identity ON privacy_consents (identity);
  CREATE TABLE app_link_requests (
    id INTEGER PRIMARY KEY, phone TEXT NOT NULL, language_id INTEGER NOT NULL, requested_at INTEGER NOT NULL
  );
  CREATE INDEX app_link_requests_phone ON app_link_requests (phone, requested_at);
  `,
  // 8: when the doctor joined a session. An emergency the doctor has not joined 10 minutes after it was paid is
  // cancelled and refunded to the balance (services/emergencies.ts); emergencies paid before this rule count as
  // joined. The partial index finds the open, unjoined ones on every request.
  `
  ALTER TABLE appointments ADD COLUMN doctor_joined_at INTEGER;
  UPDATE appointments SET doctor_joined_at = COALESCE(waiting_entered_at, ended_at, created_at)
  WHERE appointment_type = 'emergency';
  CREATE INDEX appointments_unattended_emergencies ON appointments (created_at)
  WHERE appointment_type = 'emergency' AND doctor_joined_at IS NULL AND canceled_at IS NULL AND ended_at IS NULL;
  `,
  // 9: the policies' Spanish addresses under /es/ (English ones follow from them: services/policies.ts).
  `
  UPDATE policies SET url = 'https://www.telehealth.example/es/politica-de-privacidad' WHERE type = 'privacy';
  UPDATE policies SET url = 'https://www.telehealth.example/es/terminos-y-condiciones' WHERE type = 'terms';
  UPDATE policies SET url = 'https://www.telehealth.example/es/politica-de-cookies' WHERE type = 'cookies';
  `,
];

export function migrate(db: Db): number {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  migrations.slice(current).forEach((sql, index) => {
    transaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${current + index + 1}`);
    });
  });
  return migrations.length;
}
