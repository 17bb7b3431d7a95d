import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { all } from '../db/connection.ts';
import { unprocessable } from '../domain/errors.ts';
import { spanishSlug } from '../domain/slugs.ts';
import { normalisePhone } from '../domain/validation.ts';
import { type Ctx, lang } from '../http/context.ts';
import { boolString, languageId, parse } from '../http/validate.ts';
import { sendAppLink } from '../services/appLinks.ts';
import { absolute, listDoctors } from '../services/doctors.ts';
import { policyUrl } from '../services/policies.ts';
import { baseUrl } from './util.ts';

interface SpecialityRow {
  id: number;
  /** The English slug; Spanish answers carry `spanishSlug(title_es)`. */
  slug: string;
  title_es: string;
  title_en: string;
  description_es: string;
  description_en: string;
  info_es: string;
  info_en: string;
  icon_url: string | null;
  price_from: number | null;
}

const specialityQuery = z.object({
  hasAdditionalInfo: boolString.optional(),
  'page-size': z.coerce.number().int().positive().max(500).default(500),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  specialityIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Expected comma-separated ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});

/** Lower case without accents, so 'psicologia' finds 'Psicología'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Each language's slug, so a footer titled from slugs (spec §2) reads in the page's language. */
const slugOf = (row: SpecialityRow, en: boolean) => (en ? row.slug : spanishSlug(row.title_es));

export function catalogRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;
  const specialities = () =>
    all<SpecialityRow>(
      db,
      `SELECT s.*, (SELECT MIN(price_cents) FROM doctors d WHERE d.speciality_id = s.id) AS price_from
       FROM specialities s ORDER BY s.sort`,
    );

  app.get('/api/v1/speciality', async (request) => {
    const query = parse(specialityQuery, request.query);
    const en = lang(request) === 'en';
    const base = baseUrl(request);
    const ids = query.specialityIds ? new Set(query.specialityIds) : null;
    const matching = specialities().filter((row) => !ids || ids.has(row.id));
    const pageSize = query['page-size'];
    const page = matching.slice((query.page - 1) * pageSize, query.page * pageSize);
    return {
      speciality_list: page.map((row) => ({
        id: row.id,
        title: en ? row.title_en : row.title_es,
        slug: slugOf(row, en),
        description: en ? row.description_en : row.description_es,
        additional_info: query.hasAdditionalInfo ? (en ? row.info_en : row.info_es) : null,
        icon_url: absolute(base, row.icon_url),
        price_from: row.price_from,
      })),
      pagination: { page: query.page, page_size: pageSize, total: matching.length },
    };
  });

  app.get('/api/v1/speciality/footer', async (request) => {
    const en = lang(request) === 'en';
    return {
      speciality_list: specialities().map((row) => ({
        id: row.id,
        title: en ? row.title_en : row.title_es,
        slug: slugOf(row, en),
      })),
    };
  });

  const symptoms = (en: boolean) =>
    all<{ id: number; title_es: string; title_en: string; speciality_id: number }>(
      db,
      'SELECT * FROM symptoms ORDER BY id',
    ).map((row) => ({
      id: row.id,
      title: en ? row.title_en : row.title_es,
      speciality_id: row.speciality_id,
    }));

  app.get('/api/v1/symptom', async (request) => ({ symptom_list: symptoms(lang(request) === 'en') }));

  app.get('/api/v1/pwa/main-search', async (request) => {
    const { q } = parse(z.object({ q: z.string().max(100).default('') }), request.query);
    const en = lang(request) === 'en';
    const needle = fold(q.trim());
    const hit = (text: string) => needle.length > 0 && fold(text).includes(needle);
    const base = baseUrl(request);
    return {
      specialities: specialities()
        .filter(
          (row) => hit(en ? row.title_en : row.title_es) || hit(row.slug) || hit(spanishSlug(row.title_es)),
        )
        .map((row) => ({
          id: row.id,
          title: en ? row.title_en : row.title_es,
          slug: slugOf(row, en),
        })),
      symptoms: symptoms(en).filter((symptom) => hit(symptom.title)),
      doctors: listDoctors(db, {})
        .filter((doctor) => hit(doctor.full_name) || hit(en ? doctor.s_title_en : doctor.s_title_es))
        .map((doctor) => ({
          id: doctor.id,
          full_name: doctor.full_name,
          speciality_id: doctor.speciality_id,
          speciality_title: en ? doctor.s_title_en : doctor.s_title_es,
          photo_url: absolute(base, doctor.photo_url),
        })),
    };
  });

  app.get('/api/v1/pwa/policies', async (request) => {
    const en = lang(request) === 'en';
    const rows = all<{
      id: number;
      type: string;
      title_es: string;
      title_en: string;
      url: string;
      version: string;
    }>(db, 'SELECT * FROM policies ORDER BY id');
    return {
      policies: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: en ? row.title_en : row.title_es,
        url: policyUrl(row, en),
        version: row.version,
      })),
    };
  });

  app.get('/api/v1/pwa/wizard', async (request) => {
    const en = lang(request) === 'en';
    const rows = all<{
      id: number;
      question_id: number;
      question_es: string;
      question_en: string;
      text_es: string;
      text_en: string;
      speciality_id: number | null;
    }>(db, 'SELECT * FROM wizard_options ORDER BY question_id, id');
    const questions = new Map<
      number,
      { id: number; text: string; options: { id: number; text: string; speciality_id: number | null }[] }
    >();
    for (const row of rows) {
      const question = questions.get(row.question_id) ?? {
        id: row.question_id,
        text: en ? row.question_en : row.question_es,
        options: [],
      };
      question.options.push({
        id: row.id,
        text: en ? row.text_en : row.text_es,
        speciality_id: row.speciality_id,
      });
      questions.set(row.question_id, question);
    }
    return { form_id: 1, questions: [...questions.values()] };
  });

  app.post('/api/v1/campaign/landing/mobile', async (request) => {
    const body = parse(
      z.object({
        phone: z.string().min(1).max(32),
        calling_code: z.string().min(1).max(8),
        language_id: languageId,
      }),
      request.body,
    );
    const phone = normalisePhone(body.calling_code, body.phone);
    if (!phone) throw unprocessable('invalid_phone', 'phone');
    sendAppLink(db, phone, body.language_id, ctx.clock.now());
    ctx.log(`SMS to ${phone}: download link for the app (${body.language_id === 2 ? 'en' : 'es'})`);
    return { sent: true };
  });
}
