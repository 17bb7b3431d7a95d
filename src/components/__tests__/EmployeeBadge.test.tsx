import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionApi, type Profile } from '../../state/session/api';
import { selectActiveCompanyId } from '../../state/session/selectors';
import { initialSessionState } from '../../state/session/sessionSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { EmployeeBadge } from '../EmployeeBadge';

const profile = (companies: Profile['user']['companies']): Profile => ({
  user_id: 1,
  user: { full_name: 'Ana', email: null, phone: null, companies },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: null,
  birth_day: null,
  is_subscription_active: false,
});

function renderBadge(companies: Profile['user']['companies'], isLoggedIn = true, showSwitcher?: boolean) {
  const view = renderWithProviders(<EmployeeBadge showSwitcher={showSwitcher} />, {
    locale: 'en',
    preloadedState: { session: { ...initialSessionState, isLoggedIn, accessToken: isLoggedIn ? 'A' : null } },
  });
  view.store.dispatch(sessionApi.util.upsertQueryData('getProfile', undefined, profile(companies)));
  return view;
}

describe('EmployeeBadge', () => {
  it('shows nothing for patients and visitors', () => {
    renderBadge(null);
    expect(screen.queryByTestId('employee-badge')).not.toBeInTheDocument();
    renderBadge([{ id: 1, title: 'Acme', img_url: null }], false);
    expect(screen.queryByTestId('employee-badge')).not.toBeInTheDocument();
  });

  it('names the covering company with its logo, and switches the active company', async () => {
    const { store } = renderBadge([
      { id: 1, title: 'Acme', img_url: 'https://cdn.example/acme.png' },
      { id: 2, title: 'Globex', img_url: null },
    ]);
    expect(await screen.findByText('Logged in as employee')).toBeVisible();
    expect(screen.getByText('Service covered by Acme')).toBeVisible();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', 'https://cdn.example/acme.png');
    expect(selectActiveCompanyId(store.getState())).toBe(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Globex');
    // B2B calls (doctor availability, order summary, payment) are made for the company chosen here.
    expect(selectActiveCompanyId(store.getState())).toBe(2);
    expect(screen.getByText('Service covered by Globex')).toBeVisible();
    expect(screen.getByTestId('employee-badge-default-icon')).toBeInTheDocument();
  });

  it('can leave the switcher out', async () => {
    renderBadge([{ id: 1, title: 'Acme', img_url: null }], true, false);
    expect(await screen.findByText('Service covered by Acme')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
