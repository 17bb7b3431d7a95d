import { doctorsApi } from '../../src/api/shared/doctors';
import {
  DOCTOR_ID,
  SLOT_DATE,
  SLOT_START,
  SPECIALITY_ID,
  TIME_ZONE,
  WINDOW_FROM,
  WINDOW_TO,
  WIZARD_RESPONSE_ID,
} from './support/fixtures';
import { IANA_ZONE, eachLike, integer, isoDate, number, pattern, url } from './support/matchers';
import { createPact } from './support/pact';
import { jsonHeaders, requestHeaders } from './support/requests';
import { availableDoctor, pagination, timeslot } from './support/shapes';
import {
  CATALOG,
  FREE_SLOT,
  NOBODY_ON_DUTY,
  ON_DUTY,
  slotDateFromState,
  windowFromState,
} from './support/states';
import { storeFor, visitorStoreFor } from './support/store';

const pact = createPact();

/** The profile page shows the doctor's photo and rating; both are nullable, so this state guarantees them. */
const PHOTO_AND_RATING = `doctor ${DOCTOR_ID} has a photo and a rating`;
const visitor = () => requestHeaders({ auth: 'none' });
/** Spec §9: doctor availability is always asked for page 1 of 50. */
const firstPage = { 'page-size': '50', page: '1' };
const doctorList = () => ({ doctor_list: eachLike(availableDoctor()), pagination: pagination(1, 50, 1) });

describe('doctors (lists, profile, timeslots, deeplinks)', () => {
  it('getAvailableDoctors: the doctors of a speciality', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .given(ON_DUTY)
      .uponReceiving('getAvailableDoctors: a request for the doctors of a speciality')
      .withRequest('GET', '/api/v2/pwa/doctor-available', (b) =>
        b.headers(visitor()).query({ specialityId: String(SPECIALITY_ID), ...firstPage }),
      )
      .willRespondWith(200, (b) => b.jsonBody(doctorList()))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ specialityId: SPECIALITY_ID }))
          .unwrap();
        const doctor = result.doctor_list[0]!;
        expect(doctor).toMatchObject({ id: DOCTOR_ID, speciality: { id: SPECIALITY_ID } });
        expect(doctor.price).toEqual({ amount: expect.any(Number), currency: 'EUR' });
        expect(typeof doctor.is_on_duty).toBe('boolean');
      });
  });

  it('getAvailableDoctors: the doctors the symptom wizard recommends', async () => {
    await pact
      .addInteraction()
      .given(
        `the patient answered the symptom wizard (response ${WIZARD_RESPONSE_ID}, speciality ${SPECIALITY_ID})`,
      )
      .given(ON_DUTY)
      .uponReceiving('getAvailableDoctors: a request for the doctors matching a wizard response')
      .withRequest('GET', '/api/v2/pwa/doctor-available', (b) =>
        b.headers(requestHeaders()).query({ wizardResponseId: String(WIZARD_RESPONSE_ID), ...firstPage }),
      )
      .willRespondWith(200, (b) => b.jsonBody(doctorList()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(
            doctorsApi.endpoints.getAvailableDoctors.initiate({ wizardResponseId: WIZARD_RESPONSE_ID }),
          )
          .unwrap();
        expect(result.doctor_list[0]?.speciality.id).toBe(SPECIALITY_ID);
      });
  });

  it('getAvailableDoctors: one doctor, for the doctor profile page (our doctorId filter)', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .given(ON_DUTY)
      .given(PHOTO_AND_RATING)
      .uponReceiving("getAvailableDoctors: a request for one doctor's profile")
      .withRequest('GET', '/api/v2/pwa/doctor-available', (b) =>
        b.headers(visitor()).query({ doctorId: String(DOCTOR_ID), ...firstPage }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          doctor_list: eachLike({
            ...availableDoctor(),
            photo_url: url('https://cdn.telehealth.example/doctors/21.jpg'),
            rating: number(4.3),
          }),
          pagination: pagination(1, 50, 1),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ doctorId: DOCTOR_ID }))
          .unwrap();
        const doctor = result.doctor_list[0]!;
        expect(doctor).toMatchObject({ id: DOCTOR_ID, full_name: expect.any(String) });
        expect(doctor.languages).toEqual(expect.arrayContaining([expect.any(String)]));
        // DoctorProfile shows the photo and "4.3 out of 5 (38 reviews)".
        expect(doctor.photo_url).toMatch(/^https?:\/\//);
        expect(doctor.rating).toEqual(expect.any(Number));
        expect(doctor.reviews_count).toEqual(expect.any(Number));
      });
  });

  it("getTimeslots: a doctor's slots in a window, in the patient's zone", async () => {
    await pact
      .addInteraction()
      .given(FREE_SLOT)
      .uponReceiving("getTimeslots: a request for a doctor's timeslots in the patient's time zone")
      .withRequest('POST', `/api/v1/pwa/doctor/${DOCTOR_ID}/speciality/${SPECIALITY_ID}/timeslots`, (b) =>
        b
          .headers(jsonHeaders({ auth: 'none' }))
          .query(windowFromState())
          .jsonBody({ zone: pattern(IANA_ZONE, TIME_ZONE), offset: integer(60) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ timeslots: eachLike(timeslot()) }))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const { timeslots } = await store
          .dispatch(
            doctorsApi.endpoints.getTimeslots.initiate({
              doctorId: DOCTOR_ID,
              specialityId: SPECIALITY_ID,
              from: WINDOW_FROM,
              to: WINDOW_TO,
              zone: TIME_ZONE,
              offset: 60,
            }),
          )
          .unwrap();
        expect(timeslots[0]).toEqual({ start: SLOT_START, end: expect.any(String), is_available: true });
      });
  });

  it('getDoctorDeeplink: a link to book a speciality on a date', async () => {
    await pact
      .addInteraction()
      .given(FREE_SLOT)
      .uponReceiving('getDoctorDeeplink: a deeplink to a booked consultation on a date')
      .withRequest('GET', '/api/v1/doctors/deeplink', (b) =>
        b.headers(requestHeaders()).query({
          specialityId: String(SPECIALITY_ID),
          appointmentType: 'booked',
          date: slotDateFromState(),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          doctor_id: integer(DOCTOR_ID),
          speciality_id: integer(SPECIALITY_ID),
          appointment_type: 'booked',
          date: isoDate(SLOT_DATE),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const link = await store
          .dispatch(
            doctorsApi.endpoints.getDoctorDeeplink.initiate({
              specialityId: SPECIALITY_ID,
              appointmentType: 'booked',
              date: SLOT_DATE,
            }),
          )
          .unwrap();
        expect(link).toEqual({
          doctor_id: DOCTOR_ID,
          speciality_id: SPECIALITY_ID,
          appointment_type: 'booked',
          date: SLOT_DATE,
        });
      });
  });

  it('getDoctorDeeplink: an emergency link carries no date', async () => {
    await pact
      .addInteraction()
      .given(ON_DUTY)
      .uponReceiving('getDoctorDeeplink: a deeplink to an emergency consultation')
      .withRequest('GET', '/api/v1/doctors/deeplink', (b) =>
        b
          .headers(requestHeaders())
          .query({ specialityId: String(SPECIALITY_ID), appointmentType: 'emergency' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          doctor_id: integer(DOCTOR_ID),
          speciality_id: integer(SPECIALITY_ID),
          appointment_type: 'emergency',
          date: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const link = await store
          .dispatch(
            doctorsApi.endpoints.getDoctorDeeplink.initiate({
              specialityId: SPECIALITY_ID,
              appointmentType: 'emergency',
            }),
          )
          .unwrap();
        expect(link).toMatchObject({ appointment_type: 'emergency', date: null });
      });
  });

  it('getDoctorDeeplink: no doctor is on duty for an emergency (doctor_id null)', async () => {
    await pact
      .addInteraction()
      .given(NOBODY_ON_DUTY)
      .uponReceiving('getDoctorDeeplink: a deeplink to an emergency consultation when no doctor is on duty')
      .withRequest('GET', '/api/v1/doctors/deeplink', (b) =>
        b
          .headers(requestHeaders())
          .query({ specialityId: String(SPECIALITY_ID), appointmentType: 'emergency' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          doctor_id: null,
          speciality_id: integer(SPECIALITY_ID),
          appointment_type: 'emergency',
          date: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const link = await store
          .dispatch(
            doctorsApi.endpoints.getDoctorDeeplink.initiate({
              specialityId: SPECIALITY_ID,
              appointmentType: 'emergency',
            }),
          )
          .unwrap();
        // Nobody can take the emergency now: there is no doctor to book (DeeplinkResponse.doctor_id is null).
        expect(link).toEqual({
          doctor_id: null,
          speciality_id: SPECIALITY_ID,
          appointment_type: 'emergency',
          date: null,
        });
      });
  });
});
