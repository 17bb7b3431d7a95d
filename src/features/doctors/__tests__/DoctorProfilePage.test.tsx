import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { parseDoctorId } from '../screens/DoctorProfilePage';

const FIRST_RENDER = { timeout: 5000 };
const doctor = {
  id: 1,
  full_name: 'Dra. Lucía Martín',
  photo_url: null,
  bio: 'Psychologist with 12 years of experience.',
  speciality: { id: 1, title: 'Psychology', slug: 'psychology' },
  languages: ['es', 'en'],
  price: { amount: 3400, currency: 'EUR' },
  rating: 4.3,
  reviews_count: 23,
  next_slot: '2030-03-05T09:00:00+01:00',
  is_on_duty: true,
};
const slot = (start: string, is_available = true) => ({ start, end: start, is_available });

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v2/pwa/doctor-available': ({ query }) => ({
      body: {
        doctor_list: query.get('doctorId') === '1' ? [doctor] : [],
        pagination: { page: 1, page_size: 50, total: 1 },
      },
    }),
    'POST api/v1/pwa/doctor/1/speciality/1/timeslots': () => ({
      body: {
        timeslots: [
          slot('2030-03-05T09:00:00+01:00'),
          slot('2030-03-05T10:00:00+01:00', false),
          slot('2030-03-06T16:30:00+01:00'),
        ],
      },
    }),
  });
});
afterEach(() => provider.close());

const render = (path: string) => renderRoute(path, { services: fakeServices(provider.url) });

describe('/doctor/{id}', () => {
  it('shows the doctor, the next free times with their zone, and booking', async () => {
    render('/en/doctor/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dra. Lucía Martín' }, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo of Dra. Lucía Martín' })).toHaveTextContent('LM');
    expect(screen.getByText('Psychology')).toBeVisible();
    expect(screen.getByText('Spanish and English')).toBeVisible();
    expect(screen.getByText('€34.00')).toBeVisible();
    expect(screen.getByText('4.3 out of 5 (23 reviews)')).toBeVisible();
    expect(screen.getByText('Available now')).toBeVisible();

    const slots = screen.getByRole('region', { name: 'Next available times' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await within(slots).findByText(/^Times are shown in /)).toBeVisible();
    const times = within(slots).getAllByRole('link');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute(
      'href',
      `/en/doctor_pre_order?specialityId=1&doctorId=1&appointmentType=booked&date=${encodeURIComponent('2030-03-05T09:00:00+01:00')}`,
    );
    expect(times[0]).toHaveAccessibleName(/^\d{1,2}:00\s(AM|PM), book on \w+day, March 5 \(.+\)$/);
    const [request] = provider.received('POST api/v1/pwa/doctor/1/speciality/1/timeslots');
    expect(request?.body).toEqual({ zone, offset: expect.any(Number) });
    expect(Number(request?.query.get('to')) - Number(request?.query.get('from'))).toBe(2_592_000_000);

    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/en/doctor_pre_order?specialityId=1&doctorId=1',
    );
  });

  it.each(['/en/doctor/abc', '/en/doctor/0', '/en/doctor/999'])(
    'shows not-found content for %s',
    async (path) => {
      render(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }, FIRST_RENDER),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'See all specialties' })).toHaveAttribute(
        'href',
        '/en/specialties',
      );
      expect(provider.received('POST api/v1/pwa/doctor/999/speciality/1/timeslots')).toHaveLength(0);
    },
  );

  it('does not call the provider for an id that cannot be a doctor', async () => {
    render('/en/doctor/abc');
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    expect(provider.received('GET api/v2/pwa/doctor-available')).toHaveLength(0);
  });

  it('shows an error with a retry when the profile fails', async () => {
    provider.route({
      'GET api/v2/pwa/doctor-available': () => ({ status: 500, body: { code: 'x', message: 'x' } }),
    });
    render('/doctor/1');
    expect(
      await screen.findByText('No se ha podido cargar el perfil del médico.', {}, FIRST_RENDER),
    ).toBeVisible();
    provider.route({
      'GET api/v2/pwa/doctor-available': () => ({
        body: { doctor_list: [doctor], pagination: { page: 1, page_size: 50, total: 1 } },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dra. Lucía Martín' })).toBeVisible();
    expect(await screen.findByText('español e inglés')).toBeVisible();
  });
});

describe('doctor id', () => {
  it('accepts only positive whole numbers as ids', () => {
    expect(parseDoctorId('12')).toBe(12);
    expect(parseDoctorId('0')).toBeNull();
    expect(parseDoctorId('1e3')).toBeNull();
    expect(parseDoctorId('-1')).toBeNull();
    expect(parseDoctorId(undefined)).toBeNull();
  });
});
