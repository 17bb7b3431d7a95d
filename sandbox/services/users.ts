import { type Db, all, one, run } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { isoInZone } from '../domain/time.ts';
import { emailDomain } from '../domain/validation.ts';

export interface UserRow {
  id: number;
  phone: string | null;
  calling_code: string | null;
  email: string | null;
  google_sub: string | null;
  first_name: string | null;
  last_name: string | null;
  id_number: string | null;
  birth_day: string | null;
  is_mobile_verified: number;
  language_id: number;
  balance_cents: number;
  subscription_active: number;
  subscription_started_at: number | null;
  trial_ends_at: number | null;
  created_at: number;
}

export interface CompanyRow {
  id: number;
  title: string;
  img_url: string | null;
  plan: 'covered' | 'subscription';
}

export function findUser(db: Db, userId: number): UserRow | undefined {
  return one<UserRow>(db, 'SELECT * FROM users WHERE id = :userId', { userId });
}

export function getUser(db: Db, userId: number): UserRow {
  const user = findUser(db, userId);
  if (!user) throw new ApiError(401, 'unauthorized');
  return user;
}

/**
 * B2B: the companies the user has a verified link to (DESIGN §4: a non-empty list makes an employee). A link
 * is made when the user proves a company address is theirs (linkCompanyEmail), never by the profile e-mail.
 */
export function companiesOf(db: Db, user: Pick<UserRow, 'id'>): CompanyRow[] {
  return all<CompanyRow>(
    db,
    `SELECT c.* FROM companies c JOIN company_links l ON l.company_id = c.id WHERE l.user_id = :userId
     ORDER BY c.id`,
    { userId: user.id },
  );
}

/** The client company that owns the e-mail's domain (whoever typed it: this proves nothing by itself). */
export function companyByDomain(db: Db, email: string): CompanyRow | undefined {
  return one<CompanyRow>(
    db,
    `SELECT c.* FROM companies c JOIN company_domains d ON d.company_id = c.id WHERE d.domain = :domain
     ORDER BY c.id LIMIT 1`,
    { domain: emailDomain(email) },
  );
}

/**
 * Records that the user proved `email` is theirs (its one-time code, or Google): when a client company owns
 * its domain, the user is that company's employee from now on, whatever their profile e-mail becomes.
 */
export function linkCompanyEmail(db: Db, userId: number, email: string, now: number) {
  const company = companyByDomain(db, email);
  if (!company) return;
  run(
    db,
    `INSERT OR IGNORE INTO company_links (user_id, company_id, email, verified_at)
     VALUES (:userId, :companyId, :email, :now)`,
    { userId, companyId: company.id, email: email.toLowerCase(), now },
  );
}

/** The user an e-mail signs in: the owner of a verified company link with it, else the profile e-mail's user. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return (
    one<UserRow>(
      db,
      'SELECT u.* FROM users u JOIN company_links l ON l.user_id = u.id WHERE l.email = :email',
      { email },
    ) ?? one<UserRow>(db, 'SELECT * FROM users WHERE email = :email', { email })
  );
}

/** The employee's company with that id, or 403. */
export function requireCompany(db: Db, user: UserRow, companyId: number): CompanyRow {
  const company = companiesOf(db, user).find((candidate) => candidate.id === companyId);
  if (!company) throw new ApiError(403, 'not_company_employee', 'company_id');
  return company;
}

export type Identity =
  { phone: string; calling_code: string } | { email: string } | { google_sub: string; email: string };

function existingUser(db: Db, identity: Identity): UserRow | undefined {
  if ('phone' in identity)
    return one<UserRow>(db, 'SELECT * FROM users WHERE phone = :phone', {
      phone: identity.phone,
    });
  const byGoogle =
    'google_sub' in identity
      ? one<UserRow>(db, 'SELECT * FROM users WHERE google_sub = :sub', { sub: identity.google_sub })
      : undefined;
  return byGoogle ?? findUserByEmail(db, identity.email);
}

/**
 * The user with this phone, e-mail or Google account, created on first successful sign-in. The identity has
 * been proved (code or Google), so a company e-mail among it links the user to the company. Call inside a
 * transaction.
 */
export function upsertUser(
  db: Db,
  identity: Identity,
  now: number,
  languageId = 1,
): { user: UserRow; isNew: boolean } {
  const existing = existingUser(db, identity);
  if ('email' in identity && existing) linkCompanyEmail(db, existing.id, identity.email, now);
  if (existing) {
    if ('phone' in identity && !existing.is_mobile_verified) {
      run(db, 'UPDATE users SET is_mobile_verified = 1 WHERE id = :id', { id: existing.id });
    }
    if ('google_sub' in identity && !existing.google_sub) {
      run(db, 'UPDATE users SET google_sub = :sub WHERE id = :id', {
        sub: identity.google_sub,
        id: existing.id,
      });
    }
    return { user: getUser(db, existing.id), isNew: false };
  }
  const { id } = run(
    db,
    `INSERT INTO users (phone, calling_code, email, google_sub, is_mobile_verified, language_id, created_at)
     VALUES (:phone, :callingCode, :email, :sub, :verified, :languageId, :now)`,
    {
      phone: 'phone' in identity ? identity.phone : null,
      callingCode: 'calling_code' in identity ? identity.calling_code : null,
      email: 'email' in identity ? identity.email : null,
      sub: 'google_sub' in identity ? identity.google_sub : null,
      verified: 'phone' in identity ? 1 : 0,
      languageId,
      now,
    },
  );
  if ('email' in identity) linkCompanyEmail(db, id, identity.email, now);
  return { user: getUser(db, id), isNew: true };
}

const fullName = (user: UserRow) => [user.first_name, user.last_name].filter(Boolean).join(' ') || null;

export const isProfileComplete = (user: UserRow) =>
  Boolean(user.is_mobile_verified && user.first_name && user.last_name && user.id_number && user.birth_day);

/** The Profile shape of src/state/session/api.ts. */
export function profileOf(db: Db, user: UserRow, base: string) {
  const companies = companiesOf(db, user).map(({ id, title, img_url, plan }) => ({
    id,
    title,
    img_url: img_url?.startsWith('/') ? `${base}${img_url}` : img_url,
    plan,
  }));
  return {
    user_id: user.id,
    user: { full_name: fullName(user), email: user.email, phone: user.phone, companies },
    is_mobile_verified: Boolean(user.is_mobile_verified),
    first_name: user.first_name,
    last_name: user.last_name,
    id_number: user.id_number,
    birth_day: user.birth_day,
    is_subscription_active: Boolean(user.subscription_active),
    /** The free trial's end while a subscription is active (past once the monthly plan runs). */
    trial_ends_at:
      user.subscription_active && user.trial_ends_at !== null ? isoInZone(user.trial_ends_at) : null,
    preferred_language_id: (user.language_id === 2 ? 2 : 1) as 1 | 2,
  };
}

export function profileSummaryOf(db: Db, user: UserRow) {
  return {
    user_id: user.id,
    full_name: fullName(user),
    is_profile_complete: isProfileComplete(user),
    is_subscription_active: Boolean(user.subscription_active),
    is_employee: companiesOf(db, user).length > 0,
  };
}
