import { sharedAppointmentsApi } from '../../src/api/shared/appointments';
import { appointmentsApi } from '../../src/features/appointments/api';
import { failureOf } from './support/calls';
import {
  APPOINTMENT_ID,
  CANCELLATION_REASON_ID,
  DOCTOR_ID,
  FOLLOW_UP_ID,
  MISSING_APPOINTMENT_ID,
  PAST_APPOINTMENT_ID,
  SLOT_START,
  STARTING_APPOINTMENT_ID,
} from './support/fixtures';
import { boolean, eachLike, integer, isoDateTime, string, url } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { appointment, appointmentDetails, followUp, money } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const UPCOMING = `a patient with an upcoming booked appointment ${APPOINTMENT_ID}`;
const DONE = `a patient with a past appointment ${PAST_APPOINTMENT_ID} that is done`;
const DONE_REVIEWED = `a patient with a past appointment ${PAST_APPOINTMENT_ID} that is done and reviewed`;
const STARTING = `a patient whose appointment ${STARTING_APPOINTMENT_ID} is starting`;
const REASON_GIVEN = `the patient gave a reason to cancel appointment ${APPOINTMENT_ID}`;
const FOLLOW_UP = `a patient with a pending follow-up request ${FOLLOW_UP_ID} from doctor ${DOCTOR_ID}`;
const refundToBalance = () => ({ amount: money(4500), destination: 'balance' });

describe('appointments: lists, details, notes, cancellation, follow-ups, reviews', () => {
  it('getUpcomingAppointments: the home page and the appointments list', async () => {
    await pact
      .addInteraction()
      .given(UPCOMING)
      .uponReceiving("getUpcomingAppointments: a request for the patient's upcoming appointments")
      .withRequest('GET', '/api/v2/meeting/homepage/upcomings', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ appointment_list: eachLike(appointment()) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { appointment_list } = await store
          .dispatch(sharedAppointmentsApi.endpoints.getUpcomingAppointments.initiate())
          .unwrap();
        expect(appointment_list[0]).toMatchObject({
          id: APPOINTMENT_ID,
          status: 'upcoming',
          appointment_type: 'booked',
          start_at: expect.any(String),
          time_zone: 'Europe/Madrid',
          doctor: { id: DOCTOR_ID, full_name: expect.any(String) },
        });
      });
  });

  it('getUpcomingAppointments: none (the empty state)', async () => {
    await pact
      .addInteraction()
      .given('a patient without upcoming appointments')
      .uponReceiving(
        'getUpcomingAppointments: a request for the upcoming appointments of a patient who has none',
      )
      .withRequest('GET', '/api/v2/meeting/homepage/upcomings', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ appointment_list: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(sharedAppointmentsApi.endpoints.getUpcomingAppointments.initiate())
          .unwrap();
        expect(result.appointment_list).toEqual([]);
      });
  });

  it('getAppointmentDetails: one appointment', async () => {
    await pact
      .addInteraction()
      .given(UPCOMING)
      .uponReceiving('getAppointmentDetails: a request for an upcoming appointment')
      .withRequest('GET', `/api/v1/appointment/details/${APPOINTMENT_ID}`, (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...appointmentDetails(),
          invoice_url: url(`https://api.telehealth.example/invoices/appointment-${APPOINTMENT_ID}`),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const details = await store
          .dispatch(appointmentsApi.endpoints.getAppointmentDetails.initiate(APPOINTMENT_ID))
          .unwrap();
        expect(details).toMatchObject({
          id: APPOINTMENT_ID,
          can_cancel: true,
          paid_by: 'card',
          prescription_shared: false,
        });
        expect(details.price).toEqual({ amount: expect.any(Number), currency: 'EUR' });
        expect(details.payment.card).toEqual({ amount: expect.any(Number), currency: 'EUR' });
        expect(details.invoice_url).toMatch(/^https?:\/\//);
      });
  });

  it('getAppointmentDetails: a session starting, with its video room (the waiting room joins it)', async () => {
    await pact
      .addInteraction()
      .given(STARTING)
      .uponReceiving('getAppointmentDetails: a request for an appointment whose session is starting')
      .withRequest('GET', `/api/v1/appointment/details/${STARTING_APPOINTMENT_ID}`, (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...appointmentDetails({ id: STARTING_APPOINTMENT_ID, status: 'session_starting' }),
          status: 'session_starting',
          can_cancel: false,
          video_url: url(`https://video.telehealth.example/rooms/${STARTING_APPOINTMENT_ID}?lang=es`),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const details = await store
          .dispatch(appointmentsApi.endpoints.getAppointmentDetails.initiate(STARTING_APPOINTMENT_ID))
          .unwrap();
        expect(details).toMatchObject({ status: 'session_starting', can_cancel: false });
        expect(details.video_url).toMatch(/^https?:\/\//);
      });
  });

  it('getAppointmentDetails: a finished visit already reviewed (no cancel, no second review)', async () => {
    await pact
      .addInteraction()
      .given(DONE_REVIEWED)
      .uponReceiving('getAppointmentDetails: a request for a finished appointment the patient has reviewed')
      .withRequest('GET', `/api/v1/appointment/details/${PAST_APPOINTMENT_ID}`, (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...appointmentDetails({ id: PAST_APPOINTMENT_ID, status: 'done' }),
          can_cancel: false,
          can_review: false,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const details = await store
          .dispatch(appointmentsApi.endpoints.getAppointmentDetails.initiate(PAST_APPOINTMENT_ID))
          .unwrap();
        expect(details).toMatchObject({ status: 'done', can_cancel: false, can_review: false });
      });
  });

  it('getAppointmentDetails: an unknown appointment is a 404 (the page says so)', async () => {
    await pact
      .addInteraction()
      .given(`a patient without an appointment ${MISSING_APPOINTMENT_ID}`)
      .uponReceiving('getAppointmentDetails: a request for an appointment that does not exist')
      .withRequest('GET', `/api/v1/appointment/details/${MISSING_APPOINTMENT_ID}`, (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('appointment_not_found', 'Appointment not found')))
      .executeTest(async (mockServer) => {
        const { store, services } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(appointmentsApi.endpoints.getAppointmentDetails.initiate(MISSING_APPOINTMENT_ID)),
        );
        expect(failure).toMatchObject({ status: 404, data: { code: 'appointment_not_found' } });
        expect(store.getState().session.isLoggedIn).toBe(true);
        expect(services.navigations).toEqual([]);
      });
  });

  it('updateAppointmentNote: a note for the doctor', async () => {
    const note = 'Me pica desde hace una semana.';
    await pact
      .addInteraction()
      .given(UPCOMING)
      .uponReceiving('updateAppointmentNote: the patient writes a note for the doctor')
      .withRequest('POST', '/api/v1/appointment/update-note', (b) =>
        b.headers(jsonHeaders()).jsonBody({ appointment_id: integer(APPOINTMENT_ID), note: string(note) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...appointmentDetails(), note: string(note) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const details = await store
          .dispatch(
            appointmentsApi.endpoints.updateAppointmentNote.initiate({
              appointment_id: APPOINTMENT_ID,
              note,
            }),
          )
          .unwrap();
        expect(details.note).toBe(note);
      });
  });

  it('getAppointmentHistory: past appointments', async () => {
    await pact
      .addInteraction()
      .given(DONE)
      .uponReceiving("getAppointmentHistory: a request for the patient's past appointments")
      .withRequest('GET', '/api/v2/appointments/user/history', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ appointment_list: eachLike(appointment({ id: PAST_APPOINTMENT_ID, status: 'done' })) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { appointment_list } = await store
          .dispatch(sharedAppointmentsApi.endpoints.getAppointmentHistory.initiate())
          .unwrap();
        expect(appointment_list[0]).toMatchObject({
          id: PAST_APPOINTMENT_ID,
          status: 'done',
          can_review: true,
        });
      });
  });

  it('getAppointmentHistory: none (the empty state)', async () => {
    await pact
      .addInteraction()
      .given('a patient without past appointments')
      .uponReceiving('getAppointmentHistory: a request for the history of a patient who has none')
      .withRequest('GET', '/api/v2/appointments/user/history', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ appointment_list: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(sharedAppointmentsApi.endpoints.getAppointmentHistory.initiate())
          .unwrap();
        expect(result.appointment_list).toEqual([]);
      });
  });

  it('getCancellationReasons: the reasons offered when cancelling', async () => {
    await pact
      .addInteraction()
      .given(UPCOMING)
      .uponReceiving('getCancellationReasons: a request for the reasons to cancel an appointment')
      .withRequest('GET', `/api/v1/meeting/cancellations/reasons/${APPOINTMENT_ID}`, (b) =>
        b.headers(requestHeaders()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          reason_list: eachLike({ id: integer(CANCELLATION_REASON_ID), title: string('Ya no lo necesito') }),
          refund: refundToBalance(),
          returns_bundle_meeting: boolean(false),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const options = await store
          .dispatch(appointmentsApi.endpoints.getCancellationReasons.initiate(APPOINTMENT_ID))
          .unwrap();
        expect(options.reason_list[0]).toEqual({ id: CANCELLATION_REASON_ID, title: expect.any(String) });
        expect(options.refund).toEqual({
          amount: { amount: expect.any(Number), currency: 'EUR' },
          destination: 'balance',
        });
        expect(options.returns_bundle_meeting).toBe(false);
      });
  });

  it('submitCancellation: the reason, and the refund to the balance', async () => {
    await pact
      .addInteraction()
      .given(UPCOMING)
      .uponReceiving('submitCancellation: the patient gives a reason for cancelling')
      .withRequest('POST', `/api/v1/meeting/cancellations/submit/${APPOINTMENT_ID}`, (b) =>
        b
          .headers(jsonHeaders())
          .jsonBody({ reason_id: integer(CANCELLATION_REASON_ID), comment: string('Me encuentro mejor.') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ refund: refundToBalance() }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(
            appointmentsApi.endpoints.submitCancellation.initiate({
              appointmentId: APPOINTMENT_ID,
              reason_id: CANCELLATION_REASON_ID,
              comment: 'Me encuentro mejor.',
            }),
          )
          .unwrap();
        expect(result.refund).toEqual({
          amount: { amount: expect.any(Number), currency: 'EUR' },
          destination: 'balance',
        });
      });
  });

  it('submitCancellation: a session that has started can no longer be cancelled', async () => {
    await pact
      .addInteraction()
      .given(STARTING)
      .uponReceiving(
        'submitCancellation: the patient tries to cancel an appointment whose session is starting',
      )
      .withRequest('POST', `/api/v1/meeting/cancellations/submit/${STARTING_APPOINTMENT_ID}`, (b) =>
        b.headers(jsonHeaders()).jsonBody({ reason_id: integer(CANCELLATION_REASON_ID) }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('appointment_not_cancellable', 'This appointment can no longer be canceled')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            appointmentsApi.endpoints.submitCancellation.initiate({
              appointmentId: STARTING_APPOINTMENT_ID,
              reason_id: CANCELLATION_REASON_ID,
            }),
          ),
        );
        expect(failure).toMatchObject({ status: 409, data: { code: 'appointment_not_cancellable' } });
      });
  });

  it('cancelMeeting: the appointment is cancelled', async () => {
    await pact
      .addInteraction()
      .given(UPCOMING)
      .given(REASON_GIVEN)
      .uponReceiving('cancelMeeting: the patient cancels an upcoming appointment after giving a reason')
      .withRequest('PUT', `/api/v1/meeting/cancel-meeting/${APPOINTMENT_ID}`, (b) =>
        b.headers(jsonHeaders()).jsonBody({}),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          appointment: { ...appointment({ status: 'canceled' }), status: 'canceled' },
          refund: refundToBalance(),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(appointmentsApi.endpoints.cancelMeeting.initiate(APPOINTMENT_ID))
          .unwrap();
        expect(result.appointment).toMatchObject({ id: APPOINTMENT_ID, status: 'canceled' });
        expect(result.refund?.destination).toBe('balance');
      });
  });

  it('getFollowUpRequests: follow-ups the doctors proposed', async () => {
    await pact
      .addInteraction()
      .given(FOLLOW_UP)
      .uponReceiving("getFollowUpRequests: a request for the patient's follow-up requests")
      .withRequest('GET', '/api/v1/meeting/followups/requests', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          followup_list: eachLike({ ...followUp(), proposed_start_at: isoDateTime(SLOT_START) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { followup_list } = await store
          .dispatch(appointmentsApi.endpoints.getFollowUpRequests.initiate())
          .unwrap();
        expect(followup_list[0]).toMatchObject({
          id: FOLLOW_UP_ID,
          status: 'pending',
          doctor: { id: DOCTOR_ID },
          speciality_id: expect.any(Number),
          time_zone: 'Europe/Madrid',
          proposed_start_at: expect.any(String),
        });
      });
  });

  it('getFollowUpRequests: none (the empty state)', async () => {
    await pact
      .addInteraction()
      .given('a patient without follow-up requests')
      .uponReceiving('getFollowUpRequests: a request for the follow-ups of a patient who has none')
      .withRequest('GET', '/api/v1/meeting/followups/requests', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ followup_list: [] }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(appointmentsApi.endpoints.getFollowUpRequests.initiate())
          .unwrap();
        expect(result.followup_list).toEqual([]);
      });
  });

  it('rejectFollowUp: the patient declines a follow-up', async () => {
    await pact
      .addInteraction()
      .given(FOLLOW_UP)
      .uponReceiving('rejectFollowUp: the patient rejects a pending follow-up request')
      .withRequest('PUT', `/api/v1/meeting/followups/${FOLLOW_UP_ID}/reject`, (b) =>
        b.headers(jsonHeaders()).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody({ followup: { ...followUp('rejected'), status: 'rejected' } }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { followup } = await store
          .dispatch(appointmentsApi.endpoints.rejectFollowUp.initiate(FOLLOW_UP_ID))
          .unwrap();
        expect(followup).toMatchObject({ id: FOLLOW_UP_ID, status: 'rejected' });
      });
  });

  it('submitReview: rating a finished appointment', async () => {
    await pact
      .addInteraction()
      .given(DONE)
      .uponReceiving('submitReview: the patient rates a finished appointment')
      .withRequest('POST', '/api/v1/review', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          appointment_id: integer(PAST_APPOINTMENT_ID),
          rating: integer(5),
          comment: string('Muy amable y clara.'),
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody({ id: integer(301) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const review = await store
          .dispatch(
            sharedAppointmentsApi.endpoints.submitReview.initiate({
              appointment_id: PAST_APPOINTMENT_ID,
              rating: 5,
              comment: 'Muy amable y clara.',
            }),
          )
          .unwrap();
        expect(review.id).toEqual(expect.any(Number));
      });
  });

  it('submitReview: a visit is reviewed once', async () => {
    await pact
      .addInteraction()
      .given(DONE_REVIEWED)
      .uponReceiving('submitReview: the patient rates a finished appointment a second time')
      .withRequest('POST', '/api/v1/review', (b) =>
        b
          .headers(jsonHeaders())
          .jsonBody({ appointment_id: integer(PAST_APPOINTMENT_ID), rating: integer(4) }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('review_exists', 'You have already reviewed this consultation')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            sharedAppointmentsApi.endpoints.submitReview.initiate({
              appointment_id: PAST_APPOINTMENT_ID,
              rating: 4,
            }),
          ),
        );
        expect(failure).toMatchObject({ status: 409, data: { code: 'review_exists' } });
      });
  });
});
