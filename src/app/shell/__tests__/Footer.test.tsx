import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { b2bFlagRead } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { completeProfile, FIRST_RENDER, loggedIn, shellRoutes, withDevice } from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider(shellRoutes());
});
afterEach(() => provider.close());

const render = (path: string, preloadedState = {}) =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState });

const footer = () => screen.findByRole('contentinfo', {}, FIRST_RENDER);

describe('desktop footer', () => {
  it('lists the footer specialities titled from their slug, linking to the marketing site', async () => {
    render('/en/about-us');
    const specialities = within(await footer()).getByRole('region', { name: 'Specialties' });
    const link = await within(specialities).findByRole('link', { name: 'General Medicine' });
    expect(link).toHaveAttribute('href', 'https://www.telehealth.example/en/specialties/general-medicine');
    expect(within(specialities).getByRole('link', { name: 'Psychology' })).toBeInTheDocument();
  });

  it('links each language to its own addresses: no Spanish path on the English page, none English on the Spanish', async () => {
    const hrefs = async (path: string) => {
      render(path);
      const info = await footer();
      await within(within(info).getByRole('region', { name: /Specialties|Especialidades/ })).findAllByRole(
        'link',
      );
      // The language switch links the other language on purpose.
      const links = within(info)
        .getAllByRole('link')
        .filter((link) => !link.hasAttribute('hreflang'))
        .map((link) => link.getAttribute('href') ?? '');
      info.closest('body')!.innerHTML = '';
      return links;
    };
    const site = 'https://www.telehealth.example/';
    for (const href of await hrefs('/en/about-us')) {
      if (href.startsWith('/')) expect(href).toMatch(/^\/en(\/|$)/);
      if (href.startsWith(site)) expect(href).toMatch(/^https:\/\/www\.telehealth\.example\/en\//);
      expect(href).not.toMatch(/especialidades|terminos|aviso-legal|politica|privacidad/);
    }
    for (const href of await hrefs('/about-us')) {
      expect(href).not.toMatch(/^\/en(\/|$)/);
      if (href.startsWith(site)) {
        expect(href).toMatch(/^https:\/\/www\.telehealth\.example\/es\//);
        expect(href).not.toMatch(/specialties|terms|legal-notice/);
      }
    }
  });

  it('shows an error with a retry when the specialities fail', async () => {
    provider.route({
      'GET api/v1/speciality/footer': () => ({ status: 503, body: { code: 'down', message: 'down' } }),
    });
    render('/en/about-us');
    const alert = await within(await footer()).findByRole('alert');
    expect(alert).toHaveTextContent('The specialties could not be loaded.');
    provider.route(shellRoutes());
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await footer()).findByRole('link', { name: 'General Medicine' })).toBeInTheDocument();
  });

  it('has the learn-more, legal, contact, app, social and language links and the copyright', async () => {
    render('/en/about-us');
    const info = await footer();
    expect(within(info).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://www.telehealth.example/en/blog',
    );
    expect(within(info).getByRole('link', { name: 'Become a specialist' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/cookie-policy',
    );
    expect(within(info).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    expect(within(info).getByRole('link', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Legal notice' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    expect(within(info).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Telehealth on Instagram' })).toBeInTheDocument();
    expect(within(info).getByRole('img', { name: /Visa, Mastercard/ })).toBeInTheDocument();
    expect(within(info).getByText(/Satisfaction guarantee/)).toBeInTheDocument();
    expect(
      within(info).getByText(`© ${new Date().getFullYear()} Telehealth. All rights reserved.`),
    ).toBeInTheDocument();
    const languages = within(info).getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/about-us');
  });

  it('links terms and the cookie policy to the provider’s documents in the page’s language when it has them', async () => {
    const languageOf = (headers: Record<string, unknown>) => String(headers['accept-language']);
    provider.route({
      'GET api/v1/pwa/policies': ({ headers }) => ({
        body: {
          policies: [
            {
              id: 2,
              type: 'terms',
              title: 'T',
              url: `https://legal.test/${languageOf(headers)}/terms`,
              version: '1',
            },
            {
              id: 3,
              type: 'cookies',
              title: 'C',
              url: `https://legal.test/${languageOf(headers)}/cookies`,
              version: '1',
            },
          ],
        },
      }),
    });
    render('/about-us');
    const info = await footer();
    await waitFor(() =>
      expect(within(info).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
        'href',
        'https://legal.test/es/terms',
      ),
    );
    expect(within(info).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      'https://legal.test/es/cookies',
    );
  });

  it('links terms to the marketing site and cookies to our page when the provider has no such document', async () => {
    provider.route({
      'GET api/v1/pwa/policies': () => ({
        body: {
          policies: [{ id: 1, type: 'privacy', title: 'P', url: 'https://legal.test/p', version: '1' }],
        },
      }),
    });
    render('/en/about-us');
    const info = await footer();
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    expect(within(info).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      'https://www.telehealth.example/en/terms-and-conditions',
    );
    expect(within(info).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/cookie-policy',
    );
  });

  it('offers the app link by SMS beside the store badges, in a dialog', async () => {
    const user = userEvent.setup();
    render('/en/about-us');
    const info = await footer();
    const open = within(info).getByRole('button', { name: 'Get the link by SMS' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with a doctor in our app' }, FIRST_RENDER);
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('calls the business line when the b2b flag is set, and hides become a specialist', async () => {
    const { store } = render('/en/about-us');
    const info = await footer();
    expect(within(info).getByTestId('support-phone')).toHaveTextContent('Phone: +34 910 000 111');
    expect(within(info).getByTestId('support-phone')).toHaveAttribute('href', 'tel:+34910000111');
    act(() => void store.dispatch(b2bFlagRead(true)));
    // The router may still be finishing its first render (a transition), which can defer this update a tick.
    await waitFor(() =>
      expect(within(info).getByTestId('support-phone')).toHaveTextContent('Phone: +34 910 000 222'),
    );
    expect(within(info).queryByRole('link', { name: 'Become a specialist' })).not.toBeInTheDocument();
  });

  it('calls the business line for employees', async () => {
    const user = { ...completeProfile().user, companies: [{ id: 1, title: 'Acme', img_url: null }] };
    provider.route(shellRoutes(completeProfile({ user })));
    render('/en/about-us', loggedIn);
    const info = await footer();
    expect(await within(info).findByText('Phone: +34 910 000 222')).toBeInTheDocument();
  });

  it('switches language from the footer, keeping the route', async () => {
    const { router } = render('/en/contact-us');
    const languages = within(await footer()).getByRole('navigation', { name: 'Language' });
    await userEvent.click(within(languages).getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/contact-us');
  });
});

describe('footer variants (spec §2 Shell)', () => {
  it('is the simplified footer on mobile devices', async () => {
    render('/en/about-us', withDevice('mobile'));
    const info = await footer();
    expect(within(info).getByTestId('support-phone')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(info).queryByRole('heading', { name: 'Learn more' })).not.toBeInTheDocument();
    // On a phone the store badges are enough.
    expect(within(info).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(within(info).queryByRole('button', { name: 'Get the link by SMS' })).not.toBeInTheDocument();
    expect(provider.received('GET api/v1/speciality/footer')).toHaveLength(0);
  });

  it.each([
    ['/en/profile', 'desktop'],
    ['/en/waiting', 'desktop'],
    ['/en/appointments-detail', 'desktop'],
    ['/en/payment', 'mobile'],
  ] as const)('is not shown on %s (%s)', async (path, device) => {
    render(path, { ...withDevice(device), ...loggedIn });
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('is the full footer on /payment on desktop', async () => {
    render('/en/payment', { ...withDevice('desktop'), ...loggedIn });
    expect(within(await footer()).getByRole('heading', { name: 'Learn more' })).toBeInTheDocument();
  });
});
