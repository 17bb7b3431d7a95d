import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { ApiError } from '../domain/errors.ts';
import { MAX_UPLOAD_BYTES, storingImages } from '../services/uploads.ts';
import { type TestSandbox, call, freeSlot, preOrder, signIn, startSandbox, tempDbFile } from './helpers.ts';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const png = (size: number) => Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length)]);
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

let sandbox: TestSandbox;
let token: string;
let uploadsDir: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  token = (await signIn(sandbox.app)).access_token;
  uploadsDir = path.join(path.dirname(sandbox.dbFile), 'uploads');
});
afterEach(() => sandbox.close());

const storedFiles = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : []);

/** The app's upload: multipart `pre_order_id`, then the photo as the file `base64_file`. */
function uploadPhoto(preOrderId: number, photo: Buffer) {
  const boundary = 'sandbox-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="pre_order_id"\r\n\r\n${preOrderId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="base64_file"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return sandbox.app.inject({
    method: 'POST',
    url: '/api/v1/pre-order/upload/image',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
    },
  });
}

describe('photo uploads', () => {
  it('answers a single photo over 20 MB with the contract’s 413 upload_too_large, storing nothing', async () => {
    const slot = await freeSlot(sandbox.app, 7, 3, sandbox.clock.now());
    const order = await preOrder(sandbox.app, token, 7, 3, slot);
    const small = await uploadPhoto(order.body.id, png(2048));
    assert.equal(small.statusCode, 201, small.body);
    const before = storedFiles();
    assert.equal(before.length, 1);

    const big = await uploadPhoto(order.body.id, png(MAX_UPLOAD_BYTES + 1));
    assert.equal(big.statusCode, 413);
    assert.deepEqual(big.json(), {
      code: 'upload_too_large',
      message: 'Upload Failed: at most 6 photos and 20 MB in total',
      field: 'base64_file',
    });
    assert.deepEqual(storedFiles(), before);
  });

  it('calls a prescription body over the size limit upload_too_large too', async () => {
    const reply = await sandbox.app.inject({
      method: 'PUT',
      url: '/api/v1/user/prescription',
      payload: JSON.stringify({ base64_files: ['x'.repeat(29 * 1024 * 1024)] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    assert.deepEqual([reply.statusCode, reply.json().code], [413, 'upload_too_large']);
  });

  it('leaves no files behind when the photos’ transaction fails', async () => {
    const put = (photos: Buffer[]) =>
      call(sandbox.app, 'PUT /api/v1/user/prescription', { base64_files: photos.map(dataUrl) }, token);
    assert.equal((await put([png(1024), png(1024)])).status, 200);
    const kept = storedFiles();
    assert.equal(kept.length, 2);
    // The third photo crosses 20 MB after the first two were written.
    const seven = png(7 * 1024 * 1024);
    const refused = await put([seven, seven, seven]);
    assert.deepEqual([refused.status, refused.body.code], [413, 'upload_too_large']);
    assert.deepEqual(storedFiles(), kept, 'the first two big photos are deleted again');
    const prescription = await call(sandbox.app, 'GET /api/v1/user/prescription', undefined, token);
    assert.equal(prescription.body.prescription.images.length, 2, 'the old photos stay');
  });
});

describe('storingImages', () => {
  it('deletes what it wrote when the work throws, and keeps it when the work succeeds', () => {
    const dir = path.join(path.dirname(tempDbFile()), 'uploads');
    assert.throws(
      () =>
        storingImages(dir, (store) => {
          store(png(100), { count: 0, bytes: 0 });
          store(png(100), { count: 1, bytes: 100 });
          throw new ApiError(409, 'doctor_not_available');
        }),
      ApiError,
    );
    assert.deepEqual(readdirSync(dir), []);
    const stored = storingImages(dir, (store) => store(png(100), { count: 0, bytes: 0 }));
    assert.deepEqual(readdirSync(dir), [stored.file]);
  });
});
