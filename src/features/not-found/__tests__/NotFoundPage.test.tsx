import { screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/renderWithProviders';

describe('unknown paths', () => {
  it('shows the Spanish not-found page with a link home', async () => {
    renderRoute('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Vaya! Página no encontrada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('¡Vaya! Página no encontrada · Telehealth');
  });

  it('shows the English not-found page under /en, linking to /en', async () => {
    renderRoute('/en/no-such-page/deeper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('renders a known route with its own title, not the not-found page', async () => {
    renderRoute('/en/specialties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Specialties' })).toBeVisible();
    expect(screen.queryByText('Oops! Page Not Found')).not.toBeInTheDocument();
  });
});
