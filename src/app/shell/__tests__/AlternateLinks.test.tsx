import { screen } from '@testing-library/react';
import { startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { FIRST_RENDER, shellRoutes } from './fixtures';

const links = () =>
  Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"], link[rel="canonical"]')].map((link) => [
      link.getAttribute('hreflang') ?? 'canonical',
      link.getAttribute('href'),
    ]),
  );

describe('alternate-language and canonical links (spec §2)', () => {
  it('name both languages, Spanish as the default, and the English page as canonical under /en', async () => {
    const provider = await startLocalProvider(shellRoutes());
    renderRoute('/en/specialties?utm=x', { services: fakeServices(provider.url) });
    await screen.findByRole('heading', { level: 1, name: 'Specialties' }, FIRST_RENDER);
    const origin = window.location.origin;
    expect(links()).toEqual({
      canonical: `${origin}/en/specialties`,
      es: `${origin}/specialties`,
      en: `${origin}/en/specialties`,
      'x-default': `${origin}/specialties`,
    });
    await provider.close();
  });

  it('use /en for the English home page', async () => {
    const provider = await startLocalProvider(shellRoutes());
    renderRoute('/', { services: fakeServices(provider.url) });
    await screen.findByRole('heading', { level: 1, name: 'Consultas médicas online' }, FIRST_RENDER);
    const origin = window.location.origin;
    expect(links()).toMatchObject({ canonical: `${origin}/`, es: `${origin}/`, en: `${origin}/en` });
    await provider.close();
  });

  it('are left out on unknown paths', async () => {
    renderRoute('/en/nothing-here');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' }, FIRST_RENDER);
    expect(links()).toEqual({});
  });
});
