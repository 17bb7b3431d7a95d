import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { transaction } from '../db/connection.ts';
import { ApiError, unprocessable } from '../domain/errors.ts';
import { OTP_RESEND_AFTER_SECONDS } from '../domain/otp.ts';
import { canReceiveSms, isValidEmail, normalisePhone } from '../domain/validation.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { languageId, parse } from '../http/validate.ts';
import { issueOtp, mobileOtpKey, verifyOtp } from '../services/otp.ts';
import { recordPrivacyConsent } from '../services/policies.ts';
import { all, one, run } from '../db/connection.ts';
import { type Identity, companyByDomain, findUserByEmail, upsertUser } from '../services/users.ts';

const contact = z.object({
  phone: z.string().min(1).max(32).optional(),
  calling_code: z.string().min(1).max(8).optional(),
  email: z.string().min(1).max(254).optional(),
  type: z.enum(['standard', 'b2b']).optional(),
});
const policyVersion = z.string().min(1).max(32).optional();
const registerBody = contact.extend({
  privacy_policy_accepted: z.boolean(),
  privacy_policy_version: policyVersion,
  language_id: languageId,
});
const verifyBody = contact.extend({ code: z.string().min(1).max(12) });
const refreshBody = z.object({ refresh_token: z.string().min(1).max(4096) });
const tokenBody = z.object({ token: z.string().min(1).max(4096) });
const googleBody = z.object({
  credential: z.string().min(1).max(8192),
  privacy_policy_accepted: z.boolean(),
  privacy_policy_version: policyVersion,
});
const mobileBody = z.object({ phone: z.string().min(1).max(32), calling_code: z.string().min(1).max(8) });

/**
 * Phone (with its calling code) or e-mail; `b2b` requires an e-mail whose domain belongs to a company. Its
 * code, once verified, links the user to that company (services/users.ts upsertUser).
 */
export function identityOf(ctx: Ctx, body: z.infer<typeof contact>): { identity: Identity; key: string } {
  if (body.email !== undefined) {
    const email = body.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw unprocessable('invalid_email', 'email');
    if (body.type === 'b2b' && !companyByDomain(ctx.db, email))
      throw unprocessable('company_email_not_verified', 'email');
    return { identity: { email }, key: `email:${email}` };
  }
  if (body.type === 'b2b') throw unprocessable('company_email_not_verified', 'email');
  if (body.phone === undefined || body.calling_code === undefined)
    throw new ApiError(400, 'validation_error', 'phone');
  const phone = normalisePhone(body.calling_code, body.phone);
  if (!phone) throw unprocessable('invalid_phone', 'phone');
  return { identity: { phone, calling_code: body.calling_code.trim() }, key: `phone:${phone}` };
}

/** A sandbox Google credential: `sandbox-google:<email>`, or any JWT-shaped id token carrying email + sub. */
function googleIdentity(credential: string): { email: string; google_sub: string } | null {
  const plain = /^sandbox-google:(.+@.+)$/.exec(credential);
  if (plain) return { email: plain[1]!.toLowerCase(), google_sub: `sandbox-${plain[1]!.toLowerCase()}` };
  try {
    const payload = JSON.parse(Buffer.from(credential.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
      sub?: unknown;
    };
    if (typeof payload.email === 'string' && isValidEmail(payload.email) && typeof payload.sub === 'string') {
      return { email: payload.email.toLowerCase(), google_sub: payload.sub };
    }
  } catch {
    // not a JWT
  }
  return null;
}

/** verify-code from the login modal (spec §6): the signed-in patient confirms the code sent to a new phone. */
export const LOGIN_MODAL_STATUS = 'loginModal';

/** The number in E.164, or 422 when it is not valid and 409 when another account has it. */
function newMobileOf(ctx: Ctx, userId: number, body: z.infer<typeof mobileBody>): string {
  const phone = normalisePhone(body.calling_code, body.phone);
  if (!phone) throw unprocessable('invalid_phone', 'phone');
  const owner = one<{ id: number }>(ctx.db, 'SELECT id FROM users WHERE phone = :phone', { phone });
  if (owner && owner.id !== userId) throw new ApiError(409, 'phone_taken', 'phone');
  return phone;
}

async function verifyMobile(ctx: Ctx, request: FastifyRequest) {
  const user = await requireUser(ctx, request);
  const body = parse(mobileBody.extend({ code: z.string().min(1).max(12) }), request.body);
  // A number taken meanwhile is refused before the code is tried, and checked again as it is written.
  const phone = newMobileOf(ctx, user.id, body);
  verifyOtp(ctx.db, mobileOtpKey(user.id, phone), body.code.trim(), ctx.clock.now(), ctx.config.sandboxMode);
  transaction(ctx.db, () => {
    newMobileOf(ctx, user.id, body);
    run(
      ctx.db,
      'UPDATE users SET phone = :phone, calling_code = :code, is_mobile_verified = 1 WHERE id = :id',
      { phone, code: body.calling_code.trim(), id: user.id },
    );
  });
  ctx.log(`Phone ${phone} verified for user ${user.id}`);
  return { is_mobile_verified: true };
}

export function authRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post('/api/v1/auth/register', async (request) => {
    const body = parse(registerBody, request.body);
    if (!body.privacy_policy_accepted)
      throw unprocessable('privacy_policy_not_accepted', 'privacy_policy_accepted');
    const { key, identity } = identityOf(ctx, body);
    if ('phone' in identity && !canReceiveSms(identity.phone))
      throw unprocessable('phone_not_verified', 'phone');
    const known =
      'phone' in identity
        ? one<{ id: number }>(db, 'SELECT id FROM users WHERE phone = :phone', { phone: identity.phone })
        : findUserByEmail(db, (identity as { email: string }).email);
    const now = ctx.clock.now();
    recordPrivacyConsent(db, {
      identity: key,
      userId: known?.id ?? null,
      version: body.privacy_policy_version,
      now,
    });
    issueOtp(db, key, now, ctx.log);
    return {
      channel: 'phone' in identity ? 'sms' : 'email',
      is_new_user: !known,
      resend_after_seconds: OTP_RESEND_AFTER_SECONDS,
    };
  });

  app.post('/api/v1/auth/verify-code', async (request) => {
    if (request.headers.status === LOGIN_MODAL_STATUS) return verifyMobile(ctx, request);
    const body = parse(verifyBody, request.body);
    const { key, identity } = identityOf(ctx, body);
    const now = ctx.clock.now();
    verifyOtp(db, key, body.code.trim(), now, ctx.config.sandboxMode);
    const languageIdOf = lang(request) === 'en' ? 2 : 1;
    const { user, isNew } = transaction(db, () => upsertUser(db, identity, now, languageIdOf));
    const tokens = await ctx.tokens.issue(user.id);
    return { ...tokens, is_new_user: isNew, needs_mobile: !user.is_mobile_verified };
  });

  app.post('/api/v1/auth/register-google', async (request) => {
    const body = parse(googleBody, request.body);
    if (!body.privacy_policy_accepted)
      throw unprocessable('privacy_policy_not_accepted', 'privacy_policy_accepted');
    const registered = one<{ value: string }>(db, 'SELECT value FROM meta WHERE key = :key', {
      key: `google_credential:${body.credential}`,
    });
    const google = registered
      ? (JSON.parse(registered.value) as { email: string; google_sub: string })
      : ctx.config.sandboxMode
        ? googleIdentity(body.credential)
        : null;
    if (!google) throw new ApiError(401, 'invalid_google_credential', 'credential');
    const now = ctx.clock.now();
    const { user, isNew } = transaction(db, () => {
      const signedIn = upsertUser(db, google, now, lang(request) === 'en' ? 2 : 1);
      const identity = `email:${google.email}`;
      recordPrivacyConsent(db, {
        identity,
        userId: signedIn.user.id,
        version: body.privacy_policy_version,
        now,
      });
      return signedIn;
    });
    return { ...(await ctx.tokens.issue(user.id)), is_new_user: isNew };
  });

  app.post('/api/v1/auth/login-token', async (request) => {
    const { token } = parse(tokenBody, request.body);
    const now = ctx.clock.now();
    const userId = transaction(db, () => {
      const row = one<{ user_id: number }>(
        db,
        'SELECT user_id FROM login_tokens WHERE token = :token AND used_at IS NULL AND expires_at > :now',
        { token, now },
      );
      if (row) run(db, 'UPDATE login_tokens SET used_at = :now WHERE token = :token', { token, now });
      return row?.user_id;
    });
    if (userId === undefined) throw new ApiError(401, 'invalid_login_token', 'token');
    return ctx.tokens.issue(userId);
  });

  app.post('/api/v1/auth/refresh', async (request) => {
    const { refresh_token } = parse(refreshBody, request.body);
    return ctx.tokens.rotate(refresh_token);
  });

  app.post('/api/v1/auth/logout', async (request) => {
    const { token } = parse(tokenBody, request.body);
    ctx.tokens.revoke(token);
    return { success: true };
  });

  app.get('/api/v1/auth/calling-code-countries', async (request) => {
    const en = lang(request) === 'en';
    const rows = all<{
      id: number;
      name_es: string;
      name_en: string;
      iso_code: string;
      calling_code: string;
    }>(db, 'SELECT * FROM countries ORDER BY id');
    return {
      country_list: rows.map((row) => ({
        id: row.id,
        name: en ? row.name_en : row.name_es,
        iso_code: row.iso_code,
        calling_code: row.calling_code,
      })),
    };
  });

  app.post('/api/v1/user/add-mobile-no', async (request) => {
    const user = await requireUser(ctx, request);
    const phone = newMobileOf(ctx, user.id, parse(mobileBody, request.body));
    if (!canReceiveSms(phone)) throw unprocessable('phone_not_verified', 'phone');
    if (user.phone === phone && user.is_mobile_verified) return { is_mobile_verified: true };
    issueOtp(db, mobileOtpKey(user.id, phone), ctx.clock.now(), ctx.log);
    return { is_mobile_verified: false, resend_after_seconds: OTP_RESEND_AFTER_SECONDS };
  });
}
