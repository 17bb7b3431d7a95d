import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';

const FIRST_RENDER = { timeout: 5000 };
const specialities = [
  {
    id: 1,
    title: 'Psychology',
    slug: 'psychology',
    description: 'Anxiety, stress and emotional wellbeing',
    additional_info: '50-minute sessions with registered psychologists',
    icon_url: null,
    price_from: 3400,
  },
  {
    id: 5,
    title: 'Dermatology',
    slug: 'dermatology',
    description: 'Skin, hair and nails',
    additional_info: null,
    icon_url: null,
    price_from: null,
  },
];
const list = { speciality_list: specialities, pagination: { page: 1, page_size: 500, total: 2 } };

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v1/speciality': () => ({ body: list }),
  });
});
afterEach(() => provider.close());

describe('/specialties', () => {
  it('lists every speciality with its additional info, each leading to booking for it', async () => {
    renderRoute('/en/specialties', { services: fakeServices(provider.url) });
    const book = await screen.findByRole('link', { name: 'Book Psychology' }, FIRST_RENDER);
    expect(book).toHaveAttribute('href', '/en/doctor_pre_order?specialityId=1');
    const card = screen.getByRole('article', { name: 'Psychology' });
    expect(within(card).getByText('50-minute sessions with registered psychologists')).toBeVisible();
    expect(within(card).getByText('From €34.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book Dermatology' })).toHaveAttribute(
      'href',
      '/en/doctor_pre_order?specialityId=5',
    );
    const [request] = provider.received('GET api/v1/speciality');
    expect(request?.query.get('hasAdditionalInfo')).toBe('true');
    expect(request?.query.get('page-size')).toBe('500');
  });

  it('shows an error with a retry, then the list', async () => {
    provider.route({ 'GET api/v1/speciality': () => ({ status: 500, body: { code: 'x', message: 'x' } }) });
    renderRoute('/specialties', { services: fakeServices(provider.url) });
    expect(
      await screen.findByText('No se han podido cargar las especialidades.', {}, FIRST_RENDER),
    ).toBeVisible();
    provider.route({ 'GET api/v1/speciality': () => ({ body: list }) });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Reservar Psychology' })).toBeVisible();
  });
});
