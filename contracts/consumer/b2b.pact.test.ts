import { b2bDoctorsApi } from '../../src/api/shared/doctors';
import { paymentB2BApi } from '../../src/features/payment/api';
import { failureOf } from './support/calls';
import {
  APPOINTMENT_ID,
  COMPANY,
  DOCTOR_ID,
  IDEMPOTENCY_KEY,
  PAYMENT_ID,
  PRE_ORDER_ID,
  SPECIALITY_ID,
} from './support/fixtures';
import { eachLike, integer, pattern } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { availableDoctor, orderSummary, pagination, payment } from './support/shapes';
import { storeFor } from './support/store';

const pact = createPact();

const EMPLOYEE = 'a patient who is an employee of a client company';
const ON_DUTY = `doctor ${DOCTOR_ID} is on duty for speciality ${SPECIALITY_ID}`;
const PENDING_PRE_ORDER = `the patient has a pending pre-order ${PRE_ORDER_ID} without images`;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** Employees have the `b2b` flag set, so these calls say `X-Support-Flag: b2b`. */
const employee = () => ({ b2b: true });
const emergencyQuery = { specialityId: String(SPECIALITY_ID), companyId: String(COMPANY.id) };

describe('business (employee) flow: the company pays', () => {
  it('getB2BAvailableDoctors: the doctors the company covers', async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(ON_DUTY)
      .uponReceiving(
        "getB2BAvailableDoctors: a request for the doctors of a speciality covered by the employee's company",
      )
      .withRequest('GET', '/api/v2/b2b/pwa/doctor-available', (b) =>
        b.headers(requestHeaders({ flag: 'b2b' })).query({
          specialityId: String(SPECIALITY_ID),
          companyId: String(COMPANY.id),
          'page-size': '50',
          page: '1',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ doctor_list: eachLike(availableDoctor()), pagination: pagination(1, 50, 1) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const result = await store
          .dispatch(
            b2bDoctorsApi.endpoints.getB2BAvailableDoctors.initiate({
              specialityId: SPECIALITY_ID,
              companyId: COMPANY.id,
            }),
          )
          .unwrap();
        expect(result.doctor_list[0]).toMatchObject({ id: DOCTOR_ID, speciality: { id: SPECIALITY_ID } });
      });
  });

  it('getB2BEmergencyDoctor: the doctor on duty for an emergency', async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(ON_DUTY)
      .uponReceiving('getB2BEmergencyDoctor: a request for the emergency doctor on duty')
      .withRequest('GET', '/api/v2/b2b/appointment/emergency/doctor', (b) =>
        b.headers(requestHeaders({ flag: 'b2b' })).query(emergencyQuery),
      )
      .willRespondWith(200, (b) => b.jsonBody({ doctor: { ...availableDoctor(), is_on_duty: true } }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const { doctor } = await store
          .dispatch(
            b2bDoctorsApi.endpoints.getB2BEmergencyDoctor.initiate({
              specialityId: SPECIALITY_ID,
              companyId: COMPANY.id,
            }),
          )
          .unwrap();
        expect(doctor).toMatchObject({ id: DOCTOR_ID, is_on_duty: true });
      });
  });

  it("getB2BEmergencyDoctor: not during an active appointment ('You have an active Appointment')", async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given('a patient with an appointment in progress')
      .uponReceiving('getB2BEmergencyDoctor: an emergency while another appointment is active is refused')
      .withRequest('GET', '/api/v2/b2b/appointment/emergency/doctor', (b) =>
        b.headers(requestHeaders({ flag: 'b2b' })).query(emergencyQuery),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('active_appointment', 'You have an active Appointment')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const failure = await failureOf(
          store.dispatch(
            b2bDoctorsApi.endpoints.getB2BEmergencyDoctor.initiate({
              specialityId: SPECIALITY_ID,
              companyId: COMPANY.id,
            }),
          ),
        );
        expect(failure).toMatchObject({ status: 409, data: { code: 'active_appointment' } });
      });
  });

  it("getB2BEmergencyDoctor: nobody on duty ('Doctor not Available')", async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(`no doctor is on duty for speciality ${SPECIALITY_ID}`)
      .uponReceiving('getB2BEmergencyDoctor: no doctor is on duty')
      .withRequest('GET', '/api/v2/b2b/appointment/emergency/doctor', (b) =>
        b.headers(requestHeaders({ flag: 'b2b' })).query(emergencyQuery),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorBody('doctor_not_available', 'Doctor not Available')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const failure = await failureOf(
          store.dispatch(
            b2bDoctorsApi.endpoints.getB2BEmergencyDoctor.initiate({
              specialityId: SPECIALITY_ID,
              companyId: COMPANY.id,
            }),
          ),
        );
        expect(failure).toMatchObject({ status: 404, data: { code: 'doctor_not_available' } });
      });
  });

  it('getB2BOrderSummary: covered by the company', async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(PENDING_PRE_ORDER)
      .uponReceiving("getB2BOrderSummary: a request for the summary of an employee's pre-order")
      .withRequest('POST', '/api/v1/b2b/order/summary', (b) =>
        b
          .headers(jsonHeaders({ flag: 'b2b' }))
          .jsonBody({ pre_order_id: integer(PRE_ORDER_ID), company_id: integer(COMPANY.id) }),
      )
      .willRespondWith(200, (b) => b.jsonBody(orderSummary(PRE_ORDER_ID, { company: true })))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const summary = await store
          .dispatch(
            paymentB2BApi.endpoints.getB2BOrderSummary.initiate({
              pre_order_id: PRE_ORDER_ID,
              company_id: COMPANY.id,
            }),
          )
          .unwrap();
        expect(summary).toMatchObject({ covered_by_company: true, total: { amount: 0, currency: 'EUR' } });
      });
  });

  it('createB2BPayment: the company pays, the appointment is booked', async () => {
    await pact
      .addInteraction()
      .given(EMPLOYEE)
      .given(PENDING_PRE_ORDER)
      .uponReceiving("createB2BPayment: an employee's pre-order is paid by the company")
      .withRequest('POST', '/api/v1/b2b/payment/create', (b) =>
        b.headers(jsonHeaders({ flag: 'b2b' })).jsonBody({
          pre_order_id: integer(PRE_ORDER_ID),
          company_id: integer(COMPANY.id),
          idempotency_key: pattern(UUID, IDEMPOTENCY_KEY),
        }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...payment(PAYMENT_ID, 'succeeded', 0),
          status: 'succeeded',
          client_secret: null,
          appointment_id: integer(APPOINTMENT_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, employee());
        const paid = await store
          .dispatch(
            paymentB2BApi.endpoints.createB2BPayment.initiate({
              pre_order_id: PRE_ORDER_ID,
              company_id: COMPANY.id,
              idempotency_key: IDEMPOTENCY_KEY,
            }),
          )
          .unwrap();
        expect(paid).toMatchObject({
          status: 'succeeded',
          client_secret: null,
          appointment_id: APPOINTMENT_ID,
        });
      });
  });
});
