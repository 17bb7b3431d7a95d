import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { uploadRefusal } from '../../src/components/photos/refusal';
import { bookingApi } from '../../src/features/booking/api';
import { failureOf } from './support/calls';
import { PRE_ORDER_ID } from './support/fixtures';
import { contentType, integer, pattern, url } from './support/matchers';
import { BOUNDARY, PNG_1X1, multipartBody } from './support/multipart';
import { createPact } from './support/pact';
import { errorBody, requestHeaders } from './support/requests';
import { PENDING_PRE_ORDER } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

describe('booking: photos for the doctor (multipart upload)', () => {
  const uploadRequest = (fileName: string, file: { type: string; content: Buffer }) =>
    multipartBody([
      { name: 'pre_order_id', value: String(PRE_ORDER_ID) },
      { name: 'base64_file', fileName, contentType: file.type, content: file.content },
    ]);
  const PNG = { type: 'image/png', content: PNG_1X1 };
  const upload = (fileName: string, file = PNG) =>
    bookingApi.endpoints.uploadPreOrderImage.initiate({
      preOrderId: PRE_ORDER_ID,
      file: new Blob([file.content], { type: file.type }),
      fileName,
    });
  const multipartRequest =
    (fileName: string, file = PNG) =>
    (b: V4RequestBuilder) =>
      b
        .headers({
          ...requestHeaders(),
          'Content-Type': pattern(
            '^multipart/form-data; ?boundary=\\S+$',
            `multipart/form-data; boundary=${BOUNDARY}`,
          ),
        })
        .body(`multipart/form-data; boundary=${BOUNDARY}`, uploadRequest(fileName, file))
        .matchingRules({
          body: [
            { path: '$.pre_order_id', rules: [pattern('^\\d+$', String(PRE_ORDER_ID))] },
            ...(file === PNG ? [{ path: '$.base64_file', rules: [contentType('image/png')] }] : []),
          ],
        });

  it('uploadPreOrderImage: a photo for the doctor (multipart, field base64_file)', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('uploadPreOrderImage: the patient attaches a photo to the pre-order')
      .withRequest('POST', '/api/v1/pre-order/upload/image', multipartRequest('foto.png'))
      .willRespondWith(201, (b) =>
        b.jsonBody({ id: integer(41), url: url('https://cdn.telehealth.example/pre-orders/5001/41.png') }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const image = await store.dispatch(upload('foto.png')).unwrap();
        expect(image).toEqual({ id: 41, url: expect.stringMatching(/^https?:\/\//) });
      });
  });

  it("uploadPreOrderImage: over the 20 MB total the upload is refused ('Upload Failed')", async () => {
    await pact
      .addInteraction()
      .given(`the patient's pending pre-order ${PRE_ORDER_ID} already holds 20 MB of images`)
      .uponReceiving('uploadPreOrderImage: a photo over the size limit is refused')
      .withRequest('POST', '/api/v1/pre-order/upload/image', multipartRequest('foto-grande.png'))
      .willRespondWith(413, (b) =>
        b.jsonBody(errorBody('upload_too_large', 'Upload Failed: at most 6 photos and 20 MB in total')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(upload('foto-grande.png')));
        expect(failure).toMatchObject({ status: 413, data: { code: 'upload_too_large' } });
      });
  });

  it('uploadPreOrderImage: a file that is not an image is refused, with the reason the patient is shown', async () => {
    // A text file named .jpg (the browser's type check passes it; the provider sniffs the bytes).
    const notAnImage = { type: 'image/jpeg', content: Buffer.from('These are my notes, not a photo.') };
    await pact
      .addInteraction()
      .given(PENDING_PRE_ORDER)
      .uponReceiving('uploadPreOrderImage: a file that is not an image is refused')
      .withRequest('POST', '/api/v1/pre-order/upload/image', multipartRequest('notas.jpg', notAnImage))
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('unsupported_file_type', 'Upload Failed: only images are accepted')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(upload('notas.jpg', notAnImage)));
        expect(failure).toMatchObject({ status: 422, data: { code: 'unsupported_file_type' } });
        // The photo shows the provider's reason and offers Remove, not Retry.
        expect(uploadRefusal(failure)).toEqual({
          code: 'unsupported_file_type',
          message: expect.any(String),
        });
      });
  });
});
