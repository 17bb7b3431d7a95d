import { screen, waitFor } from '@testing-library/react';
import type { LocalProvider } from '../../../testing/localProvider';
import {
  DOCTORS,
  FIRST_RENDER,
  findStep,
  patientInMadrid,
  renderFlow,
  startBookingProvider,
  upcoming,
} from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  patientInMadrid();
  provider = await startBookingProvider();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await provider.close();
});

const EMERGENCY = '/en/doctor_pre_order?specialityId=5&appointmentType=emergency';
const refusal = () => screen.findByText('You have an active Appointment', {}, FIRST_RENDER);

describe('booking, see a doctor now', () => {
  it('offers the doctor on duty, then confirms for now', async () => {
    const { user, search } = renderFlow(provider, EMERGENCY, { signedIn: true });
    expect(await findStep('See a doctor now')).toBeVisible();
    expect(
      await screen.findByText('This doctor is on duty and can see you now.', {}, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(provider.received('GET api/v1/doctors/deeplink')[0]?.query.toString()).toBe(
      'specialityId=5&appointmentType=emergency',
    );
    expect(await screen.findByRole('article', { name: 'Dr. Pablo Gil' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findStep('Check and hold your consultation')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&doctorId=22&appointmentType=emergency');
    expect(screen.getByText('Now, with the doctor on duty')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findStep('Photos for the doctor (optional)')).toBeVisible();
    expect(provider.received('POST api/v1/pre-order')[0]?.body).toMatchObject({
      doctor_id: 22,
      appointment_type: 'emergency',
      start_at: null,
    });
  });

  it('says Doctor not Available when nobody is on duty, and offers the earliest bookable time', async () => {
    provider.route({
      'GET api/v1/doctors/deeplink': () => ({
        body: { doctor_id: null, speciality_id: 5, appointment_type: 'emergency', date: null },
      }),
    });
    const { user, search } = renderFlow(provider, EMERGENCY);
    expect(await screen.findByText('Doctor not Available', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByText('Nobody is on duty for this speciality right now.')).toBeVisible();
    // Dr. John Smith's next free time is the earliest of the three.
    expect(await screen.findByText(/^The earliest time you can book: Dr\. John Smith, /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hold this time' }));
    expect(await findStep('Check and hold your consultation')).toBeVisible();
    expect(search().get('appointmentType')).toBe('booked');
    expect(search().get('doctorId')).toBe('23');
    expect(search().get('date')).toBe(DOCTORS[2]!.next_slot);
  });

  it('tells a patient in a session at once, links to it, and offers a time instead', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({
        body: {
          appointment_list: [
            upcoming({ id: 40 }),
            upcoming({ id: 88, status: 'session_in_progress', appointment_type: 'booked' }),
          ],
        },
      }),
    });
    const { user, search } = renderFlow(provider, EMERGENCY, { signedIn: true });
    expect(await refusal()).toBeVisible();
    expect(screen.getByText("Can't Use Emergency Call During Appointment")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your appointment' })).toHaveAttribute(
      'href',
      '/en/appointments-detail?id=88',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a time instead' }));
    expect(await findStep('Choose a doctor')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&appointmentType=booked');
  });

  it('tells a patient whose other emergency is still open, in Spanish; a booked visit later on does not count', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({
        body: {
          appointment_list: [
            upcoming({ id: 40 }),
            upcoming({ id: 91, status: 'upcoming', appointment_type: 'emergency', start_at: null }),
          ],
        },
      }),
    });
    renderFlow(provider, '/doctor_pre_order?specialityId=5&appointmentType=emergency', { signedIn: true });
    expect(await screen.findByText('Tienes una cita activa', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a tu cita' })).toHaveAttribute(
      'href',
      '/appointments-detail?id=91',
    );
  });

  it('goes on for a patient whose only appointment is a booked one later, and for a visitor', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [upcoming({ id: 40 })] } }),
    });
    const patient = renderFlow(provider, EMERGENCY, { signedIn: true });
    expect(await screen.findByRole('article', { name: 'Dr. Pablo Gil' }, FIRST_RENDER)).toBeVisible();
    patient.unmount();
    const before = provider.received('GET api/v2/meeting/homepage/upcomings').length;
    renderFlow(provider, EMERGENCY);
    expect(await screen.findByRole('article', { name: 'Dr. Pablo Gil' }, FIRST_RENDER)).toBeVisible();
    // A visitor has no appointments to ask about.
    expect(provider.received('GET api/v2/meeting/homepage/upcomings')).toHaveLength(before);
  });

  it('still refuses on holding when the provider finds an active appointment (409), linking to it', async () => {
    const { user } = renderFlow(provider, EMERGENCY, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue' }, FIRST_RENDER));
    await findStep('Check and hold your consultation');
    // An emergency opened meanwhile (in another tab, say).
    provider.route({
      'POST api/v1/pre-order': () => ({
        status: 409,
        body: { code: 'active_appointment', message: 'You have an active Appointment' },
      }),
      'GET api/v2/meeting/homepage/upcomings': () => ({
        body: { appointment_list: [upcoming({ id: 93, status: 'upcoming', appointment_type: 'emergency' })] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await refusal()).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Go to your appointment' })).toHaveAttribute(
        'href',
        '/en/appointments-detail?id=93',
      ),
    );
    // Nothing can be held: no Continue, no promise to hold it 15 minutes; focus on the notice; a time instead.
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByText('We keep it for you for 15 minutes while you pay.')).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent("Can't Use Emergency Call During Appointment");
    await user.click(screen.getByRole('button', { name: 'Choose a time instead' }));
    expect(await findStep('Choose a doctor')).toBeVisible();
  });
});
