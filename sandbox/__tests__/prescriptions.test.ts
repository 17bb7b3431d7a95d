import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { type TestSandbox, call, startSandbox } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = `data:image/png;base64,${PNG.toString('base64')}`;

let sandbox: TestSandbox;
let userId: number;
let token: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  const demo = await call(sandbox.app, 'POST /sandbox/demo-patients', {});
  userId = demo.body.user_id;
  token = (await call(sandbox.app, 'POST /api/v1/auth/login-token', { token: demo.body.login_token })).body
    .access_token;
});
afterEach(() => sandbox.close());

const current = async () => (await call(sandbox.app, 'GET /api/v1/user/prescription', undefined, token)).body;
const renew = () =>
  call(sandbox.app, 'PUT /api/v1/user/prescription', { base64_files: [photo, photo] }, token);
const review = (decision: string) =>
  call(sandbox.app, `POST /sandbox/prescriptions/${userId}/review`, {
    decision,
    medicines: [{ name: 'Enalapril 10 mg', dosage: '1 al día' }],
  });

describe('prescription renewal', () => {
  it('photos make the renewal pending, and the reviewing doctor asks to see the data', async () => {
    const before = await current();
    assert.equal(before.prescription.status, 'approved');
    const sent = await renew();
    assert.equal(sent.status, 200);
    assert.equal(sent.body.prescription.status, 'pending');
    assert.equal(sent.body.prescription.images.length, 2);
    const requests = sent.body.prescription.access_requests;
    assert.equal(requests.length, before.prescription.access_requests.length + 1);
    assert.match(requests.at(-1).doctor_name, /^Dr/);
  });

  it('the back door approves a pending renewal with its medicines, or rejects it', async () => {
    await renew();
    assert.deepEqual((await review('approved')).body, { status: 'approved' });
    const approved = (await current()).prescription;
    assert.equal(approved.status, 'approved');
    assert.deepEqual(approved.medicines, [{ name: 'Enalapril 10 mg', dosage: '1 al día' }]);

    await renew();
    await review('rejected');
    assert.equal((await current()).prescription.status, 'rejected');
  });

  it('only a pending renewal can be decided', async () => {
    const refused = await review('approved');
    assert.deepEqual([refused.status, refused.body.code], [409, 'prescription_not_pending']);
  });
});

describe('who may see the data', () => {
  it('one visit: its doctor is named; all: nobody in particular, and every visit is shared', async () => {
    const upcoming = await call(sandbox.app, 'GET /api/v2/meeting/homepage/upcomings', undefined, token);
    const visit = upcoming.body.appointment_list[0];
    const one = await call(
      sandbox.app,
      'PUT /api/v1/user/prescription/share-with-meeting',
      { meeting_id: visit.id },
      token,
    );
    assert.equal(one.status, 200);
    assert.equal(one.body.prescription.share_scope, 'one');
    assert.equal(one.body.prescription.shared_meeting_id, visit.id);
    assert.deepEqual(one.body.prescription.shared_doctor, visit.doctor);
    assert.deepEqual((await current()).prescription.shared_doctor, visit.doctor);

    const all = await call(sandbox.app, 'PUT /api/v1/user/prescription', { share_scope: 'all' }, token);
    assert.equal(all.body.prescription.share_scope, 'all');
    assert.equal(all.body.prescription.shared_meeting_id, null);
    assert.equal(all.body.prescription.shared_doctor, null);
    const details = await call(sandbox.app, `GET /api/v1/appointment/details/${visit.id}`, undefined, token);
    assert.equal(details.body.prescription_shared, true);
  });
});
