import { screen, within } from '@testing-library/react';
import type { LocalProvider } from '../../../testing/localProvider';
import {
  DOCTORS,
  FIRST_RENDER,
  findStep,
  patientInMadrid,
  profile,
  renderFlow,
  startBookingProvider,
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

/** Each doctor's card is an article named by the doctor. */
const cards = () => screen.getAllByRole('article', { name: /^Dr/ });
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('booking, the doctors step', () => {
  it('shows each doctor’s card and narrows and orders the list without asking the provider again', async () => {
    const { user, search } = renderFlow(provider, '/en/doctor_pre_order?specialityId=5');
    expect(await findStep('Choose a doctor')).toBeVisible();
    await screen.findByRole('heading', { level: 3, name: 'Dra. Lucía Romero' }, FIRST_RENDER);
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    expect(screen.getByText('3 doctors')).toBeVisible();
    // The speciality the link named, asked for by its id alone.
    expect(await screen.findByText('Speciality: Dermatology')).toBeVisible();
    expect(provider.received('GET api/v1/speciality').map((call) => call.query.toString())).toEqual([
      'specialityIds=5',
    ]);

    const romero = cards().find((card) => card.textContent?.includes('Dra. Lucía Romero'))!;
    expect(within(romero).getByText('4.2 out of 5 (10 reviews)')).toBeVisible();
    expect(within(romero).getByText('Speaks Spanish and English')).toBeVisible();
    expect(within(romero).getByText('€45.00')).toBeVisible();
    expect(within(romero).getByText('Next free time:')).toBeVisible();
    expect(within(romero).getByRole('img', { name: /Dra. Lucía Romero/ })).toHaveTextContent('LR');
    const smith = cards().find((card) => card.textContent?.includes('Dr. John Smith'))!;
    expect(within(smith).getByText('No reviews yet')).toBeVisible();
    const gil = cards().find((card) => card.textContent?.includes('Dr. Pablo Gil'))!;
    expect(within(gil).getByText('On duty now')).toBeVisible();

    // Earliest first by default.
    expect(names()).toEqual(['Dr. John Smith', 'Dr. Pablo Gil', 'Dra. Lucía Romero']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order by' }), 'Lowest price');
    expect(names()).toEqual(['Dr. Pablo Gil', 'Dra. Lucía Romero', 'Dr. John Smith']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order by' }), 'Best rated');
    expect(names()).toEqual(['Dr. Pablo Gil', 'Dra. Lucía Romero', 'Dr. John Smith']);
    const language = screen.getByRole('combobox', { name: 'Language spoken' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any language', 'English', 'French', 'Spanish']);
    await user.selectOptions(language, 'French');
    expect(names()).toEqual(['Dr. John Smith']);
    expect(screen.getByText('1 doctor')).toBeVisible();
    expect(provider.received('GET api/v2/pwa/doctor-available')).toHaveLength(1);
    expect(provider.received('GET api/v2/pwa/doctor-available')[0]?.query.toString()).toBe(
      'specialityId=5&page-size=50&page=1',
    );

    await user.selectOptions(language, 'Any language');
    await user.click(screen.getByRole('button', { name: 'Choose Dra. Lucía Romero' }));
    expect(await findStep('Choose a time')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&doctorId=21&appointmentType=booked');
  });

  it('says when no doctor offers the speciality, and offers to see one now', async () => {
    provider.route({
      'GET api/v2/pwa/doctor-available': () => ({
        body: { doctor_list: [], pagination: { page: 1, page_size: 50, total: 0 } },
      }),
    });
    const { user, search } = renderFlow(provider, '/doctor_pre_order?specialityId=5');
    expect(
      await screen.findByText('Ahora mismo ningún médico ofrece esta especialidad.', {}, FIRST_RENDER),
    ).toBeVisible();
    expect(await screen.findByText('Especialidad: Dermatology')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver a un médico ahora' }));
    expect(search().toString()).toBe('specialityId=5&appointmentType=emergency');
  });

  it('for an employee, asks for the doctors the chosen company covers and says who pays', async () => {
    provider.route({
      'GET api/v1/profile': () => ({
        body: profile([
          { id: 1, title: 'Acme Salud S.L.', img_url: null },
          { id: 2, title: 'Globex Iberia', img_url: null },
        ]),
      }),
      'GET api/v2/b2b/pwa/doctor-available': () => ({
        body: { doctor_list: DOCTORS.slice(0, 1), pagination: { page: 1, page_size: 50, total: 1 } },
      }),
    });
    renderFlow(provider, '/en/doctor_pre_order?specialityId=5', { signedIn: true });
    const card = (
      await screen.findByRole('heading', { level: 3, name: 'Dra. Lucía Romero' }, FIRST_RENDER)
    ).closest('article')!;
    expect(within(card as HTMLElement).getByText('Covered by Acme Salud S.L.')).toBeVisible();
    expect(within(card as HTMLElement).queryByText('€45.00')).not.toBeInTheDocument();
    expect(provider.received('GET api/v2/b2b/pwa/doctor-available')[0]?.query.get('companyId')).toBe('1');
    expect(provider.received('GET api/v2/pwa/doctor-available')).toHaveLength(0);
  });

  it.each([
    [false, '€45.00, or free with the Globex Iberia trial plan'],
    [true, 'Covered by Globex Iberia'],
  ])(
    'for a trial-plan employee (plan started: %s), says what is true: covered only once the plan is active',
    async (started, line) => {
      const globex = { id: 2, title: 'Globex Iberia', img_url: null, plan: 'subscription' as const };
      provider.route({
        'GET api/v1/profile': () => ({ body: { ...profile([globex]), is_subscription_active: started } }),
        'GET api/v2/b2b/pwa/doctor-available': () => ({
          body: { doctor_list: DOCTORS.slice(0, 1), pagination: { page: 1, page_size: 50, total: 1 } },
        }),
      });
      renderFlow(provider, '/en/doctor_pre_order?specialityId=5', { signedIn: true });
      const card = (
        await screen.findByRole('heading', { level: 3, name: 'Dra. Lucía Romero' }, FIRST_RENDER)
      ).closest('article')!;
      expect(within(card as HTMLElement).getByText(line)).toBeVisible();
      if (!started) expect(within(card as HTMLElement).queryByText(/Covered by/)).not.toBeInTheDocument();
    },
  );
});
