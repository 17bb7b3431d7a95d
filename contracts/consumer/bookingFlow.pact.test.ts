import { sharedAppointmentsApi } from '../../src/api/shared/appointments';
import { doctorsApi } from '../../src/api/shared/doctors';
import { activeAppointmentOf } from '../../src/features/booking/activeAppointment';
import { bookingApi, type PreOrderRequest } from '../../src/features/booking/api';
import { failureOf } from './support/calls';
import { DOCTOR_ID, SPECIALITY_ID, TIME_ZONE, WINDOW_FROM, WINDOW_TO } from './support/fixtures';
import { IANA_ZONE, integer, pattern, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { appointment, availableDoctor, pagination } from './support/shapes';
import { CATALOG, NOBODY_ON_DUTY, PATIENT, windowFromState } from './support/states';
import { storeFor, visitorStoreFor } from './support/store';

const pact = createPact();

/** The booking screens branch on these answers: an empty calendar, nobody on duty, a doctor without a photo. */
export const WIZARD_ANSWERS_STATE =
  'the symptom wizard (form 1) asks question 1 (option 5: the skin, speciality 3) and question 2 (option 6: for me)';
export const NO_FREE_SLOT = `doctor ${DOCTOR_ID} has no free slot in the next 30 days`;
export const NO_PHOTO = `doctor ${DOCTOR_ID} has no photo`;
export const IN_PROGRESS = 'a patient with an appointment in progress';
/** The appointment that state puts in session (sandbox/pact/states.ts). */
const IN_PROGRESS_ID = 7005;

describe('booking flow: the wizard answers and the branches the screens take', () => {
  it('submitWizard: the answers become a response that recommends a speciality', async () => {
    const answers = {
      form_id: 1,
      answers: [
        { question_id: 1, option_id: 5 },
        { question_id: 2, option_id: 6 },
      ],
    };
    await pact
      .addInteraction()
      .given(WIZARD_ANSWERS_STATE)
      .uponReceiving('submitWizard: a visitor sends the answers to the symptom wizard')
      .withRequest('POST', '/api/v1/pwa/wizard', (b) =>
        b.headers(jsonHeaders({ auth: 'none' })).jsonBody(answers),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          wizard_response_id: integer(77),
          speciality: { id: integer(SPECIALITY_ID), title: string('Dermatología') },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const response = await store.dispatch(bookingApi.endpoints.submitWizard.initiate(answers)).unwrap();
        expect(response.wizard_response_id).toEqual(expect.any(Number));
        expect(response.speciality.id).toBe(SPECIALITY_ID);
      });
  });

  it('getTimeslots: no free slot in the next 30 days is an empty list', async () => {
    await pact
      .addInteraction()
      .given(NO_FREE_SLOT)
      .uponReceiving('getTimeslots: a request for the timeslots of a doctor without a free slot')
      .withRequest('POST', `/api/v1/pwa/doctor/${DOCTOR_ID}/speciality/${SPECIALITY_ID}/timeslots`, (b) =>
        b
          .headers(jsonHeaders({ auth: 'none' }))
          .query(windowFromState())
          .jsonBody({ zone: pattern(IANA_ZONE, TIME_ZONE), offset: integer(60) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ timeslots: [] }))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const request = {
          doctorId: DOCTOR_ID,
          specialityId: SPECIALITY_ID,
          from: WINDOW_FROM,
          to: WINDOW_TO,
          zone: TIME_ZONE,
          offset: 60,
        };
        const result = await store.dispatch(doctorsApi.endpoints.getTimeslots.initiate(request)).unwrap();
        expect(result.timeslots).toEqual([]);
      });
  });

  it('getAvailableDoctors: a doctor without a photo has photo_url null (the card shows initials)', async () => {
    await pact
      .addInteraction()
      .given(CATALOG)
      .given(NO_PHOTO)
      .uponReceiving('getAvailableDoctors: a request for one doctor who has no photo')
      .withRequest('GET', '/api/v2/pwa/doctor-available', (b) =>
        b
          .headers(requestHeaders({ auth: 'none' }))
          .query({ doctorId: String(DOCTOR_ID), 'page-size': '50', page: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          doctor_list: [{ ...availableDoctor(), photo_url: null }],
          pagination: pagination(1, 50, 1),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(doctorsApi.endpoints.getAvailableDoctors.initiate({ doctorId: DOCTOR_ID }))
          .unwrap();
        expect(result.doctor_list[0]).toMatchObject({ id: DOCTOR_ID, photo_url: null });
      });
  });

  it("createPreOrder: an emergency when nobody is on duty is 409 doctor_not_available ('Doctor not Available')", async () => {
    const emergency: PreOrderRequest = {
      doctor_id: DOCTOR_ID,
      speciality_id: SPECIALITY_ID,
      appointment_type: 'emergency',
      start_at: null,
      time_zone: TIME_ZONE,
    };
    await pact
      .addInteraction()
      .given(PATIENT)
      .given(NOBODY_ON_DUTY)
      .uponReceiving('createPreOrder: an emergency with a doctor who is not on duty is refused')
      .withRequest('POST', '/api/v1/pre-order', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          doctor_id: integer(DOCTOR_ID),
          speciality_id: integer(SPECIALITY_ID),
          appointment_type: 'emergency',
          start_at: null,
          time_zone: pattern(IANA_ZONE, TIME_ZONE),
        }),
      )
      .willRespondWith(409, (b) => b.jsonBody(errorBody('doctor_not_available', 'Doctor not Available')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(bookingApi.endpoints.createPreOrder.initiate(emergency)),
        );
        expect(failure).toMatchObject({ status: 409, data: { code: 'doctor_not_available' } });
      });
  });

  it('getUpcomingAppointments: a session in progress rules out an emergency call, told on the emergency step', async () => {
    await pact
      .addInteraction()
      .given(IN_PROGRESS)
      .uponReceiving(
        'getUpcomingAppointments: a request from a patient whose emergency consultation is in session',
      )
      .withRequest('GET', '/api/v2/meeting/homepage/upcomings', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          appointment_list: [
            {
              ...appointment({ id: IN_PROGRESS_ID, type: 'emergency' }),
              status: 'session_in_progress',
              appointment_type: 'emergency',
            },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { appointment_list } = await store
          .dispatch(sharedAppointmentsApi.endpoints.getUpcomingAppointments.initiate())
          .unwrap();
        expect(activeAppointmentOf(appointment_list)).toMatchObject({
          id: IN_PROGRESS_ID,
          status: 'session_in_progress',
        });
      });
  });
});
