import { ensureAsset, initialsSvg } from '../assets.ts';
import { type Db, one, run, transaction } from './connection.ts';
import {
  BUNDLE_PRODUCTS,
  CANCELLATION_REASONS,
  COMPANIES,
  COUNTRIES,
  POLICIES,
  SPECIALITIES,
  SYMPTOMS,
  VOUCHERS,
  WIZARD,
} from './seedData.ts';
import { DOCTORS } from './seedDoctors.ts';
import { seedDemoAccounts } from './seedDemo.ts';

export const MARKETING_SITE = 'https://www.telehealth.example';

/** Seeds an empty database once: running it again changes nothing (the `seeded_at` marker). */
export function seed(db: Db, options: { now: number; assetsDir: string }): boolean {
  if (one(db, "SELECT 1 AS done FROM meta WHERE key = 'seeded_at'")) return false;
  transaction(db, () => {
    seedCatalog(db, options.assetsDir);
    seedDemoAccounts(db, options.now);
    run(db, "INSERT INTO meta (key, value) VALUES ('seeded_at', :now)", { now: String(options.now) });
  });
  return true;
}

function seedCatalog(db: Db, assetsDir: string) {
  SPECIALITIES.forEach((speciality, index) => {
    const icon = ensureAsset(assetsDir, `specialities/${speciality.slug}.svg`, () =>
      initialsSvg(speciality.title[1], index),
    );
    run(
      db,
      `INSERT INTO specialities (id, slug, sort, title_es, title_en, description_es, description_en, info_es, info_en, icon_url)
       VALUES (:id, :slug, :id, :tes, :ten, :des, :den, :ies, :ien, :icon)`,
      {
        id: index + 1,
        slug: speciality.slug,
        tes: speciality.title[0],
        ten: speciality.title[1],
        des: speciality.description[0],
        den: speciality.description[1],
        ies: speciality.info[0],
        ien: speciality.info[1],
        icon,
      },
    );
    for (const [es, en] of SYMPTOMS[index] ?? []) {
      run(db, 'INSERT INTO symptoms (speciality_id, title_es, title_en) VALUES (:sid, :es, :en)', {
        sid: index + 1,
        es,
        en,
      });
    }
  });
  for (const doctor of DOCTORS) {
    const photo = ensureAsset(assetsDir, `doctors/${doctor.id}.svg`, () =>
      initialsSvg(doctor.full_name, doctor.id),
    );
    run(
      db,
      `INSERT INTO doctors (id, full_name, speciality_id, photo_url, bio_es, bio_en, languages, price_cents, rating,
         reviews_count, duty)
       VALUES (:id, :name, :sid, :photo, :bes, :ben, :langs, :price, :rating, :reviews, :duty)`,
      {
        id: doctor.id,
        name: doctor.full_name,
        sid: doctor.speciality_index + 1,
        photo,
        bes: doctor.bio[0],
        ben: doctor.bio[1],
        langs: JSON.stringify(doctor.languages),
        price: doctor.price_cents,
        rating: doctor.rating,
        reviews: doctor.reviews_count,
        duty: doctor.duty,
      },
    );
    for (const [weekday, start, end] of doctor.shifts) {
      run(
        db,
        `INSERT INTO doctor_schedules (doctor_id, weekday, start_minute, end_minute, slot_minutes)
         VALUES (:id, :weekday, :start, :end, :slot)`,
        { id: doctor.id, weekday, start, end, slot: doctor.slot_minutes },
      );
    }
  }
  COUNTRIES.forEach(([iso, es, en, code], index) =>
    run(
      db,
      'INSERT INTO countries (id, iso_code, name_es, name_en, calling_code) VALUES (:id, :iso, :es, :en, :code)',
      {
        id: index + 1,
        iso,
        es,
        en,
        code,
      },
    ),
  );
  for (const company of COMPANIES) {
    const logo = ensureAsset(assetsDir, `companies/${company.id}.svg`, () =>
      initialsSvg(company.title, company.id + 3),
    );
    run(db, 'INSERT INTO companies (id, title, img_url, plan) VALUES (:id, :title, :logo, :plan)', {
      id: company.id,
      title: company.title,
      logo,
      plan: company.plan,
    });
    for (const domain of company.domains) {
      run(db, 'INSERT INTO company_domains (domain, company_id) VALUES (:domain, :id)', {
        domain,
        id: company.id,
      });
    }
  }
  for (const voucher of VOUCHERS) {
    run(db, 'INSERT INTO vouchers (code, kind, value, expires_at) VALUES (:code, :kind, :value, :expires)', {
      code: voucher.code,
      kind: voucher.kind,
      value: voucher.value,
      expires: voucher.expires ? Date.parse(voucher.expires) : null,
    });
  }
  BUNDLE_PRODUCTS.forEach((product, index) =>
    run(
      db,
      `INSERT INTO bundle_products (id, speciality_id, title_es, title_en, meetings, price_cents, validity_days)
       VALUES (:id, :sid, :es, :en, :meetings, :price, 180)`,
      {
        id: index + 1,
        sid: product.speciality_index + 1,
        es: product.title[0],
        en: product.title[1],
        meetings: product.meetings,
        price: product.price_cents,
      },
    ),
  );
  CANCELLATION_REASONS.forEach(([es, en], index) =>
    run(db, 'INSERT INTO cancellation_reasons (id, title_es, title_en) VALUES (:id, :es, :en)', {
      id: index + 1,
      es,
      en,
    }),
  );
  POLICIES.forEach((policy, index) =>
    run(
      db,
      'INSERT INTO policies (id, type, title_es, title_en, url, version) VALUES (:id, :type, :es, :en, :url, :v)',
      {
        id: index + 1,
        type: policy.type,
        es: policy.title[0],
        en: policy.title[1],
        url: `${MARKETING_SITE}${policy.path[0]}`,
        v: '2025-01',
      },
    ),
  );
  let optionId = 0;
  WIZARD.forEach((question, questionIndex) => {
    for (const [[es, en], specialityIndex] of question.options) {
      run(
        db,
        `INSERT INTO wizard_options (id, question_id, question_es, question_en, text_es, text_en, speciality_id)
         VALUES (:id, :qid, :qes, :qen, :es, :en, :sid)`,
        {
          id: ++optionId,
          qid: questionIndex + 1,
          qes: question.question[0],
          qen: question.question[1],
          es,
          en,
          sid: specialityIndex === null ? null : specialityIndex + 1,
        },
      );
    }
  });
}
