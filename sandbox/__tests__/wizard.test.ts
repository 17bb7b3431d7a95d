import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { recommendSpeciality } from '../domain/wizard.ts';
import { DAY, type TestSandbox, call, signIn, startSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.close());

const answer = (first: number, second: number) => ({
  form_id: 1,
  answers: [
    { question_id: 1, option_id: first },
    { question_id: 2, option_id: second },
  ],
});

describe('the symptom wizard', () => {
  it('recommends the speciality of the answers; a later answer refines an earlier one', () => {
    const skin = { question_id: 1, option_id: 5, speciality_id: 5 };
    assert.equal(recommendSpeciality([skin, { question_id: 2, option_id: 6, speciality_id: null }], 2), 5);
    assert.equal(recommendSpeciality([skin, { question_id: 2, option_id: 7, speciality_id: 4 }], 2), 4);
    assert.equal(recommendSpeciality([{ question_id: 1, option_id: 9, speciality_id: null }], 2), 2);
  });

  it('turns a visitor’s answers into a response whose doctors are the recommended speciality’s', async () => {
    const skinForMe = await call(sandbox.app, 'POST /api/v1/pwa/wizard', answer(5, 6));
    assert.equal(skinForMe.status, 201);
    assert.equal(skinForMe.body.speciality.id, 5);
    const forAChild = await call(sandbox.app, 'POST /api/v1/pwa/wizard', answer(5, 7));
    assert.equal(forAChild.body.speciality.id, 4);
    const doctors = await call(
      sandbox.app,
      `GET /api/v2/pwa/doctor-available?wizardResponseId=${forAChild.body.wizard_response_id}`,
    );
    assert.ok(doctors.body.doctor_list.length > 0);
    assert.ok(
      doctors.body.doctor_list.every((doctor: { speciality: { id: number } }) => doctor.speciality.id === 4),
    );
  });

  it('refuses answers that skip a question or mix questions and options', async () => {
    const skipped = await call(sandbox.app, 'POST /api/v1/pwa/wizard', {
      form_id: 1,
      answers: [{ question_id: 1, option_id: 5 }],
    });
    assert.equal(skipped.status, 422);
    assert.equal(skipped.body.code, 'invalid_wizard_answers');
    const mixed = await call(sandbox.app, 'POST /api/v1/pwa/wizard', answer(6, 5));
    assert.equal(mixed.status, 422);
    const unknown = await call(sandbox.app, 'GET /api/v2/pwa/doctor-available?wizardResponseId=999');
    assert.equal(unknown.status, 404);
  });

  it('timeslots honour the requested zone: a Canary patient gets the same instants with the Canary offset', async () => {
    const token = (await signIn(sandbox.app)).access_token;
    const window = `from=${sandbox.clock.now()}&to=${sandbox.clock.now() + DAY * 3}`;
    const path = `POST /api/v1/pwa/doctor/1/speciality/1/timeslots?${window}`;
    const madrid = await call(sandbox.app, path, { zone: 'Europe/Madrid', offset: 60 }, token);
    const canary = await call(sandbox.app, path, { zone: 'Atlantic/Canary', offset: 0 }, token);
    const first = (reply: typeof madrid) => reply.body.timeslots[0].start as string;
    assert.match(first(madrid), /\+01:00$/);
    assert.match(first(canary), /\+00:00$/);
    assert.equal(Date.parse(first(madrid)), Date.parse(first(canary)));
  });
});
