import { sharedPrescriptionsApi } from '../../src/api/shared/prescriptions';
import { prescriptionsApi } from '../../src/features/prescriptions/api';
import { APPOINTMENT_ID } from './support/fixtures';
import { eachLike, integer, isoDateTime, pattern, string } from './support/matchers';
import { PNG_1X1 } from './support/multipart';
import { createPact } from './support/pact';
import { jsonHeaders, requestHeaders } from './support/requests';
import { prescription } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const APPROVED = 'a patient with an approved prescription';
const PHOTO = `data:image/png;base64,${PNG_1X1.toString('base64')}`;

describe('prescriptions: renewal and sharing', () => {
  it('getPrescription: the current prescription', async () => {
    await pact
      .addInteraction()
      .given(APPROVED)
      .uponReceiving("getPrescription: a request for the patient's prescription")
      .withRequest('GET', '/api/v1/user/prescription', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          prescription: {
            ...prescription('approved'),
            id: integer(51),
            share_scope: pattern('^(all|one)$', 'all'),
            access_requests: eachLike({
              id: integer(61),
              doctor_name: string('Dra. Lucía Romero'),
              requested_at: isoDateTime('2026-11-20T09:00:00+01:00'),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: current } = await store
          .dispatch(sharedPrescriptionsApi.endpoints.getPrescription.initiate())
          .unwrap();
        expect(current).toMatchObject({ id: 51, status: 'approved', share_scope: 'all' });
        expect(current.medicines[0]).toEqual({ name: expect.any(String), dosage: expect.any(String) });
        expect(current.access_requests[0]?.doctor_name).toEqual(expect.any(String));
      });
  });

  it('getPrescription: none yet (the renewal form starts empty)', async () => {
    await pact
      .addInteraction()
      .given('a patient without a prescription')
      .uponReceiving('getPrescription: a request for the prescription of a patient who has none')
      .withRequest('GET', '/api/v1/user/prescription', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          prescription: {
            id: null,
            status: 'none',
            images: [],
            medicines: [],
            share_scope: null,
            shared_meeting_id: null,
            access_requests: [],
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: current } = await store
          .dispatch(sharedPrescriptionsApi.endpoints.getPrescription.initiate())
          .unwrap();
        expect(current).toMatchObject({ id: null, status: 'none', images: [] });
      });
  });

  it('updatePrescription: photos and medicines for a renewal', async () => {
    const medicines = [{ name: 'Ibuprofeno', dosage: '600 mg cada 8 horas' }];
    await pact
      .addInteraction()
      .given('a patient without a prescription')
      .uponReceiving('updatePrescription: the patient sends photos and medicines for a renewal')
      .withRequest('PUT', '/api/v1/user/prescription', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          base64_files: eachLike(pattern('^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$', PHOTO)),
          medicines: eachLike({ name: string('Ibuprofeno'), dosage: string('600 mg cada 8 horas') }),
          share_scope: 'all',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ prescription: { ...prescription('pending'), id: integer(52), share_scope: 'all' } }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: sent } = await store
          .dispatch(
            prescriptionsApi.endpoints.updatePrescription.initiate({
              base64_files: [PHOTO],
              medicines,
              share_scope: 'all',
            }),
          )
          .unwrap();
        expect(sent).toMatchObject({ status: 'pending', share_scope: 'all' });
        expect(sent.images[0]?.url).toMatch(/^https?:\/\//);
      });
  });

  it('sharePrescriptionWithMeeting: only the doctor of one appointment may see it', async () => {
    await pact
      .addInteraction()
      .given(APPROVED)
      .given(`a patient with an upcoming booked appointment ${APPOINTMENT_ID}`)
      .uponReceiving('sharePrescriptionWithMeeting: the patient shares the prescription with one appointment')
      .withRequest('PUT', '/api/v1/user/prescription/share-with-meeting', (b) =>
        b.headers(jsonHeaders()).jsonBody({ meeting_id: integer(APPOINTMENT_ID) }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          prescription: {
            ...prescription('approved'),
            id: integer(51),
            share_scope: 'one',
            shared_meeting_id: integer(APPOINTMENT_ID),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: shared } = await store
          .dispatch(
            sharedPrescriptionsApi.endpoints.sharePrescriptionWithMeeting.initiate({
              meeting_id: APPOINTMENT_ID,
            }),
          )
          .unwrap();
        expect(shared).toMatchObject({ share_scope: 'one', shared_meeting_id: APPOINTMENT_ID });
      });
  });
});
