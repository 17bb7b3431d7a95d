import { sharedPrescriptionsApi } from '../../src/api/shared/prescriptions';
import { prescriptionsApi } from '../../src/features/prescriptions/api';
import { APPOINTMENT_ID } from './support/fixtures';
import { eachLike, integer, isoDateTime, pattern, string } from './support/matchers';
import { PNG_1X1 } from './support/multipart';
import { createPact } from './support/pact';
import { jsonHeaders, requestHeaders } from './support/requests';
import { doctorSummary, prescription } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const APPROVED = 'a patient with an approved prescription';
const SHARED_WITH_ONE = `the patient shares the prescription only with the doctor of appointment ${APPOINTMENT_ID}`;
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
            share_scope: 'all',
            shared_doctor: null,
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
            shared_doctor: null,
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

  it('updatePrescription: photos of the old prescription ask for a renewal', async () => {
    await pact
      .addInteraction()
      .given('a patient without a prescription')
      .uponReceiving('updatePrescription: the patient sends photos of the old prescription for a renewal')
      .withRequest('PUT', '/api/v1/user/prescription', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          base64_files: eachLike(pattern('^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$', PHOTO)),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ prescription: { ...prescription('pending'), medicines: [], id: integer(52) } }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: sent } = await store
          .dispatch(prescriptionsApi.endpoints.updatePrescription.initiate({ base64_files: [PHOTO] }))
          .unwrap();
        expect(sent).toMatchObject({ status: 'pending' });
        expect(sent.images[0]?.url).toMatch(/^https?:\/\//);
      });
  });

  it('getPrescription: a renewal the doctor rejected', async () => {
    await pact
      .addInteraction()
      .given('a patient whose prescription renewal was rejected')
      .uponReceiving('getPrescription: a request for a prescription whose renewal was rejected')
      .withRequest('GET', '/api/v1/user/prescription', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ prescription: { ...prescription('rejected'), id: integer(51) } }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: current } = await store
          .dispatch(sharedPrescriptionsApi.endpoints.getPrescription.initiate())
          .unwrap();
        expect(current.status).toBe('rejected');
      });
  });

  it('getPrescription: shared with one doctor only, who is named', async () => {
    await pact
      .addInteraction()
      .given(SHARED_WITH_ONE)
      .uponReceiving(
        'getPrescription: a request for a prescription shared only with the doctor of one appointment',
      )
      .withRequest('GET', '/api/v1/user/prescription', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          prescription: {
            ...prescription('approved'),
            id: integer(51),
            share_scope: 'one',
            shared_meeting_id: integer(APPOINTMENT_ID),
            shared_doctor: doctorSummary(),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: current } = await store
          .dispatch(sharedPrescriptionsApi.endpoints.getPrescription.initiate())
          .unwrap();
        expect(current).toMatchObject({
          share_scope: 'one',
          shared_meeting_id: APPOINTMENT_ID,
          shared_doctor: { id: expect.any(Number), full_name: expect.any(String) },
        });
      });
  });

  it('updatePrescription: sharing with every professional again', async () => {
    await pact
      .addInteraction()
      .given(SHARED_WITH_ONE)
      .uponReceiving('updatePrescription: the patient shares the prescription with all professionals again')
      .withRequest('PUT', '/api/v1/user/prescription', (b) =>
        b.headers(jsonHeaders()).jsonBody({ share_scope: 'all' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          prescription: {
            ...prescription('approved'),
            id: integer(51),
            share_scope: 'all',
            shared_meeting_id: null,
            shared_doctor: null,
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { prescription: shared } = await store
          .dispatch(prescriptionsApi.endpoints.updatePrescription.initiate({ share_scope: 'all' }))
          .unwrap();
        expect(shared).toMatchObject({ share_scope: 'all', shared_meeting_id: null, shared_doctor: null });
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
            shared_doctor: doctorSummary(),
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
        expect(shared).toMatchObject({
          share_scope: 'one',
          shared_meeting_id: APPOINTMENT_ID,
          shared_doctor: { id: expect.any(Number) },
        });
      });
  });
});
