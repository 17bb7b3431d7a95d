import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { call, startSandbox, type TestSandbox } from './helpers.ts';

/**
 * Issue 22: the home search's placeholder suggests terms ('e.g. dermatology, headache'); each must find
 * something in the catalog, or the first thing a patient tries finds nothing.
 */
const placeholder = (locale: 'es' | 'en') => {
  const file = path.join(import.meta.dirname, '..', '..', 'i18n', `${locale}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)['home.search.placeholder']!;
};
const termsOf = (text: string) =>
  text
    .replace(/^(p\. ej\.|e\.g\.)\s*/, '')
    .split(',')
    .map((term) => term.trim());

describe('the home search placeholder', () => {
  let sandbox: TestSandbox;
  before(async () => {
    sandbox = await startSandbox();
  });
  after(() => sandbox.close());

  for (const locale of ['es', 'en'] as const) {
    it(`suggests only terms the catalog finds (${locale})`, async () => {
      const terms = termsOf(placeholder(locale));
      assert.ok(terms.length >= 2, `terms in "${placeholder(locale)}"`);
      for (const term of terms) {
        const reply = await call<Record<'specialities' | 'symptoms' | 'doctors', unknown[]>>(
          sandbox.app,
          `GET /api/v1/pwa/main-search?q=${encodeURIComponent(term)}`,
          undefined,
          undefined,
          { 'accept-language': locale },
        );
        assert.equal(reply.status, 200);
        const found = reply.body.specialities.length + reply.body.symptoms.length + reply.body.doctors.length;
        assert.ok(found > 0, `"${term}" finds nothing in ${locale}`);
      }
    });
  }
});
