import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { all, one, run } from '../db/connection.ts';
import { unprocessable } from '../domain/errors.ts';
import { recommendSpeciality, type WizardAnswer } from '../domain/wizard.ts';
import { optionalUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { id, parse } from '../http/validate.ts';

const answersBody = z.object({
  form_id: id,
  answers: z
    .array(z.object({ question_id: id, option_id: id }))
    .min(1)
    .max(20),
});

/** POST api/v1/pwa/wizard: the answers, one per question, become a response that recommends a speciality. */
export function wizardRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;
  app.post('/api/v1/pwa/wizard', async (request, reply) => {
    const user = await optionalUser(ctx, request);
    const body = parse(answersBody, request.body);
    if (body.form_id !== 1) throw unprocessable('invalid_wizard_answers', 'form_id');
    const options = all<{ id: number; question_id: number; speciality_id: number | null }>(
      db,
      'SELECT id, question_id, speciality_id FROM wizard_options',
    );
    const questions = new Set(options.map((option) => option.question_id));
    const answered = new Set(body.answers.map((answer) => answer.question_id));
    const answers: WizardAnswer[] = body.answers.map((answer) => {
      const option = options.find((candidate) => candidate.id === answer.option_id);
      if (!option || option.question_id !== answer.question_id) {
        throw unprocessable('invalid_wizard_answers', 'answers');
      }
      return { ...answer, speciality_id: option.speciality_id };
    });
    if (answered.size !== body.answers.length || answered.size !== questions.size) {
      throw unprocessable('invalid_wizard_answers', 'answers');
    }
    const fallback = one<{ id: number }>(db, 'SELECT id FROM specialities ORDER BY sort, id LIMIT 1')!.id;
    const specialityId = recommendSpeciality(answers, fallback);
    const { id: responseId } = run(
      db,
      `INSERT INTO wizard_responses (form_id, user_id, speciality_id, answers, created_at)
       VALUES (:form, :user, :speciality, :answers, :now)`,
      {
        form: body.form_id,
        user: user?.id ?? null,
        speciality: specialityId,
        answers: JSON.stringify(answers),
        now: ctx.clock.now(),
      },
    );
    const speciality = one<{ title_es: string; title_en: string }>(
      db,
      'SELECT title_es, title_en FROM specialities WHERE id = :specialityId',
      { specialityId },
    )!;
    return reply.status(201).send({
      wizard_response_id: responseId,
      speciality: {
        id: specialityId,
        title: lang(request) === 'en' ? speciality.title_en : speciality.title_es,
      },
    });
  });
}
