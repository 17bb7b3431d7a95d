import { act, screen, within } from '@testing-library/react';
import { b2bFlagRead } from '../../../state/session/sessionSlice';
import { initialShellState } from '../../../state/shell/shellSlice';
import { renderRoute } from '../../../testing/renderWithProviders';

const FIRST_RENDER = { timeout: 5000 };
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, FIRST_RENDER);

describe('information pages', () => {
  it('privacy policy covers GDPR, health data, minimum age and chat in the app, with an index', async () => {
    renderRoute('/en/privacy-policy');
    await h1('Privacy policy');
    const index = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(index).getAllByRole('link').length).toBeGreaterThan(8);
    expect(screen.getByRole('heading', { level: 2, name: 'Your health data' })).toBeVisible();
    expect(screen.getByText(/article 9.2.h GDPR/)).toBeVisible();
    expect(screen.getByText(/You must be 18 or over/)).toBeVisible();
    expect(screen.getByText(/Chat consultations are only available in our mobile app/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'soporte@telehealth.example' })[0]).toHaveAttribute(
      'href',
      'mailto:soporte@telehealth.example',
    );
  });

  it('política de privacidad in Spanish', async () => {
    renderRoute('/privacy-policy');
    await h1('Política de privacidad');
    expect(screen.getByRole('heading', { level: 2, name: 'Tus datos de salud' })).toBeVisible();
    expect(screen.getByText(/Agencia Española de Protección de Datos/)).toBeVisible();
  });

  it('cookie policy lists the storage the app uses', async () => {
    renderRoute('/en/cookie-policy');
    await h1('Cookie policy');
    // A table from tablets up, cards on phones; jsdom applies no media queries, so both are checked by name.
    const table = screen.getByRole('table', {
      name: 'Cookies and local storage used by this website',
      hidden: true,
    });
    const cards = screen.getByRole('region', { name: 'Cookies and local storage used by this website' });
    for (const inventory of [table, cards])
      for (const name of ['token', 'login', 'access_token', 'refresh_token', 'b2b'])
        expect(within(inventory).getAllByText(name).length).toBeGreaterThan(0);
  });

  it('about us says who we are, the 18+ rule and that we are not an emergency service', async () => {
    renderRoute('/about-us');
    await h1('Sobre nosotros');
    expect(screen.getByRole('heading', { level: 2, name: 'Quiénes somos' })).toBeVisible();
    expect(screen.getByText(/llama al 112/)).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByText(/El servicio es para mayores de 18 años/),
    ).toBeVisible();
  });

  it('contact us gives the support phone (the business line for business users) and e-mail', async () => {
    const { store } = renderRoute('/en/contact-us');
    await h1('Contact us');
    expect(screen.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+34910000111');
    expect(screen.getAllByRole('link', { name: 'soporte@telehealth.example' })[0]).toHaveAttribute(
      'href',
      'mailto:soporte@telehealth.example',
    );
    // No contact form (the provider API has none): the only field is the app link's phone number.
    const appLink = screen.getByRole('region', { name: 'Chat with a doctor in our app' });
    expect(screen.getAllByRole('textbox')).toEqual([within(appLink).getByRole('textbox')]);
    act(() => void store.dispatch(b2bFlagRead(true)));
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('+34 910 000 222');
    expect(screen.getByText('Support line for employees whose company covers the service.')).toBeVisible();
  });
});

describe('the app on the information pages (chat runs only in the app)', () => {
  it.each([
    ['/en/about-us', 'About us'],
    ['/en/contact-us', 'Contact us'],
  ])('%s offers the app link by SMS on a computer', async (path, title) => {
    renderRoute(path);
    await h1(title);
    const section = screen.getByRole('region', { name: 'Chat with a doctor in our app' });
    expect(within(section).getByRole('button', { name: 'Text me the link' })).toBeVisible();
    expect(within(section).getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  });

  it('offers the store badges alone on a phone', async () => {
    renderRoute('/about-us', {
      preloadedState: { shell: { ...initialShellState, deviceType: 'mobile' } },
    });
    await h1('Sobre nosotros');
    const section = screen.getByRole('region', { name: 'Chatea con un médico en nuestra app' });
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Disponible en Google Play' })).toBeVisible();
  });
});
