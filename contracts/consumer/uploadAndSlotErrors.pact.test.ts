/**
 * Refusals the renewal and bundle screens tell apart (contracts/README.md "Error codes we rely on"): photos the
 * provider cannot read or that are not images, and a bundle time that has passed meanwhile.
 */
import { financeApi } from '../../src/features/finance/api';
import { prescriptionsApi } from '../../src/features/prescriptions/api';
import { failureOf } from './support/calls';
import { BUNDLE_ORDER_ID, DOCTOR_ID, TIME_ZONE } from './support/fixtures';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders } from './support/requests';
import { storeFor } from './support/store';

const pact = createPact();

/** Past on any day the pact is verified: a calendar left open until the time went by. */
const PASSED_SLOT = '2020-01-13T10:00:00+01:00';

describe('renewal photos the provider refuses', () => {
  it.each([
    {
      what: 'a photo whose data cannot be read',
      file: 'data:image/png;base64,a=b',
      code: 'upload_failed',
      message: 'Upload Failed',
    },
    {
      what: 'a file that is not an image',
      file: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      code: 'unsupported_file_type',
      message: 'Upload Failed: only images are accepted',
    },
  ])('updatePrescription: $what is refused', async ({ what, file, code, message }) => {
    await pact
      .addInteraction()
      .given('a patient without a prescription')
      .uponReceiving(`updatePrescription: ${what} is refused`)
      .withRequest('PUT', '/api/v1/user/prescription', (b) =>
        b.headers(jsonHeaders()).jsonBody({ base64_files: [file] }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody(code, message)))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(prescriptionsApi.endpoints.updatePrescription.initiate({ base64_files: [file] })),
        );
        expect(failure).toMatchObject({ status: 422, data: { code } });
      });
  });
});

describe('bundle times the provider refuses', () => {
  it('scheduleBundleMeeting: a time that has passed meanwhile is refused', async () => {
    const body = { doctor_id: DOCTOR_ID, start_at: PASSED_SLOT, time_zone: TIME_ZONE };
    await pact
      .addInteraction()
      .given(`a patient with an active bundle order ${BUNDLE_ORDER_ID} of 5 consultations, 1 used`)
      .uponReceiving('scheduleBundleMeeting: the patient books with a bundle a time that has already passed')
      .withRequest('POST', `/api/v1/bundles/orders/${BUNDLE_ORDER_ID}/meetings/schedule`, (b) =>
        b.headers(jsonHeaders()).jsonBody(body),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('invalid_slot', "This time is not in the doctor's schedule")),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            financeApi.endpoints.scheduleBundleMeeting.initiate({ bundleOrderId: BUNDLE_ORDER_ID, ...body }),
          ),
        );
        expect(failure).toMatchObject({ status: 422, data: { code: 'invalid_slot' } });
      });
  });
});
