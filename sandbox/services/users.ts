import { type Db, all, one, run } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
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

/** B2B: the companies that own the user's e-mail domain (DESIGN §4: a non-empty list makes an employee). */
export function companiesOf(db: Db, user: Pick<UserRow, 'email'>): CompanyRow[] {
  if (!user.email) return [];
  return all<CompanyRow>(
    db,
    `SELECT c.* FROM companies c JOIN company_domains d ON d.company_id = c.id WHERE d.domain = :domain
     ORDER BY c.id`,
    { domain: emailDomain(user.email) },
  );
}

export function companyByDomain(db: Db, email: string): CompanyRow | undefined {
  return companiesOf(db, { email })[0];
}

/** The employee's company with that id, or 403. */
export function requireCompany(db: Db, user: UserRow, companyId: number): CompanyRow {
  const company = companiesOf(db, user).find((candidate) => candidate.id === companyId);
  if (!company) throw new ApiError(403, 'not_company_employee', 'company_id');
  return company;
}

export type Identity =
  { phone: string; calling_code: string } | { email: string } | { google_sub: string; email: string };

/** The user with this phone or e-mail, created on first successful sign-in. */
export function upsertUser(
  db: Db,
  identity: Identity,
  now: number,
  languageId = 1,
): { user: UserRow; isNew: boolean } {
  const existing =
    'google_sub' in identity
      ? one<UserRow>(
          db,
          'SELECT * FROM users WHERE google_sub = :sub OR email = :email ORDER BY id LIMIT 1',
          {
            sub: identity.google_sub,
            email: identity.email,
          },
        )
      : 'phone' in identity
        ? one<UserRow>(db, 'SELECT * FROM users WHERE phone = :phone', { phone: identity.phone })
        : one<UserRow>(db, 'SELECT * FROM users WHERE email = :email', { email: identity.email });
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
  return { user: getUser(db, id), isNew: true };
}

const fullName = (user: UserRow) => [user.first_name, user.last_name].filter(Boolean).join(' ') || null;

export const isProfileComplete = (user: UserRow) =>
  Boolean(user.is_mobile_verified && user.first_name && user.last_name && user.id_number && user.birth_day);

/** The Profile shape of src/state/session/api.ts. */
export function profileOf(db: Db, user: UserRow, base: string) {
  const companies = companiesOf(db, user).map(({ id, title, img_url }) => ({
    id,
    title,
    img_url: img_url?.startsWith('/') ? `${base}${img_url}` : img_url,
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
