import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, type ProviderRequest, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { FIRST_RENDER, shellRoutes } from './fixtures';

/** The provider answers in the request's language, as the real one does. */
const speciality = (request: ProviderRequest) => {
  const en = request.headers['accept-language'] === 'en';
  return {
    body: {
      speciality_list: [
        {
          id: 1,
          title: en ? 'Psychology' : 'Psicología',
          slug: 'psychology',
          description: en ? 'Anxiety and stress' : 'Ansiedad y estrés',
          additional_info: null,
          icon_url: null,
          price_from: null,
        },
      ],
      pagination: { page: 1, page_size: 500, total: 1 },
    },
  };
};

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({ ...shellRoutes(), 'GET api/v1/speciality': speciality });
});
afterEach(() => provider.close());

const specialityCalls = () => provider.received('GET api/v1/speciality');

describe('switching language', () => {
  it.each([
    ['/specialties', 'ES, idioma: español', 'English', 'Psicología', 'Psychology', 'en'],
    ['/en/specialties', 'EN, language: English', 'Español', 'Psychology', 'Psicología', 'es'],
  ] as const)(
    'on %s fetches the provider data again in the new language',
    async (path, menuButton, choice, before, after, locale) => {
      renderRoute(path, { services: fakeServices(provider.url) });
      expect(await screen.findByRole('article', { name: before }, FIRST_RENDER)).toBeVisible();
      expect(specialityCalls()).toHaveLength(1);

      const banner = screen.getByRole('banner');
      await userEvent.click(await within(banner).findByRole('button', { name: menuButton }));
      await userEvent.click(await screen.findByRole('menuitem', { name: choice }));

      expect(await screen.findByRole('article', { name: after }, FIRST_RENDER)).toBeVisible();
      expect(screen.queryByRole('article', { name: before })).not.toBeInTheDocument();
      await waitFor(() =>
        expect(specialityCalls().map((call) => call.headers['accept-language'])).toContain(locale),
      );
    },
  );
});
