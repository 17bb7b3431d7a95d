import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { ApiError, unprocessable } from '../domain/errors.ts';
import { dateInZone } from '../domain/time.ts';
import { MINIMUM_AGE, ageOn, isValidEmail, isValidIdNumber } from '../domain/validation.ts';
import { requireUser } from '../http/auth.ts';
import type { Ctx } from '../http/context.ts';
import { emptyBody, languageId, parse } from '../http/validate.ts';
import { getUser, profileOf, profileSummaryOf } from '../services/users.ts';
import { baseUrl } from './util.ts';

/** Names are required; the other fields are optional (the sign-up name step sends only the names): a field
 * left out keeps its value, null or '' clears it. The e-mail is contact data only: it is not verified, so it
 * never makes the user a company's employee (that takes the company login's code, see company_links). */
const profileUpdate = z.object({
  first_name: z.string().max(80),
  last_name: z.string().max(120),
  id_number: z.string().max(20).nullable().optional(),
  birth_day: z.string().max(10).nullable().optional(),
  email: z.string().max(254).nullable().optional(),
});

export function profileRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.get('/api/v1/profile', async (request) =>
    profileOf(db, await requireUser(ctx, request), baseUrl(request)),
  );

  app.get('/api/v1/profile/summary', async (request) =>
    profileSummaryOf(db, await requireUser(ctx, request)),
  );

  app.post('/api/v1/profile/update', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(profileUpdate, request.body);
    const first = body.first_name.trim();
    const last = body.last_name.trim();
    if (!first) throw unprocessable('name_required', 'first_name');
    if (!last) throw unprocessable('name_required', 'last_name');
    const idNumber =
      body.id_number === undefined ? user.id_number : body.id_number?.trim().toUpperCase() || null;
    if (idNumber !== null && !isValidIdNumber(idNumber))
      throw unprocessable('invalid_id_number', 'id_number');
    const birthDay = body.birth_day === undefined ? user.birth_day : body.birth_day?.trim() || null;
    if (birthDay !== null) {
      const age = ageOn(birthDay, dateInZone(ctx.clock.now()));
      if (age === null || age > 130) throw unprocessable('invalid_birth_day', 'birth_day');
      if (age < MINIMUM_AGE) throw unprocessable('under_minimum_age', 'birth_day');
    }
    const email = body.email === undefined ? user.email : body.email?.trim().toLowerCase() || null;
    if (email !== null && !isValidEmail(email)) throw unprocessable('invalid_email', 'email');
    transaction(db, () => {
      // Another user's profile e-mail, or a company address another user proved is theirs.
      const owner = email
        ? one<{ id: number }>(
            db,
            'SELECT id FROM users WHERE email = :email UNION SELECT user_id FROM company_links WHERE email = :email',
            { email },
          )
        : undefined;
      if (owner && owner.id !== user.id) throw new ApiError(409, 'email_taken', 'email');
      run(
        db,
        `UPDATE users SET first_name = :first, last_name = :last, id_number = :idNumber, birth_day = :birth,
           email = :email WHERE id = :id`,
        { first, last, idNumber, birth: birthDay, email, id: user.id },
      );
    });
    return profileOf(db, getUser(db, user.id), baseUrl(request));
  });

  app.get('/api/v1/profile/preferred-language', async (request) => {
    const user = await requireUser(ctx, request);
    return { language_id: user.language_id === 2 ? 2 : 1 };
  });

  app.put('/api/v1/profile/preferred-language', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ language_id: languageId }), request.body);
    run(db, 'UPDATE users SET language_id = :language WHERE id = :id', {
      language: body.language_id,
      id: user.id,
    });
    return { language_id: body.language_id };
  });

  app.put('/api/v1/user/subscription/disable-subscription', async (request) => {
    const user = await requireUser(ctx, request);
    parse(emptyBody, request.body);
    if (!user.subscription_active) throw new ApiError(409, 'no_active_subscription');
    run(db, 'UPDATE users SET subscription_active = 0 WHERE id = :id', { id: user.id });
    return { is_subscription_active: false };
  });
}
