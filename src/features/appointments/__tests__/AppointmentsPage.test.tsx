import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { FIRST_RENDER, followUp, loggedIn, shellRoutes, visit } from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    ...shellRoutes,
    'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [visit()] } }),
    'GET api/v2/appointments/user/history': () => ({
      body: { appointment_list: [visit({ id: 40, status: 'done', can_cancel: false, can_review: true })] },
    }),
    'GET api/v1/meeting/followups/requests': () => ({ body: { followup_list: [followUp()] } }),
    'PUT api/v1/meeting/followups/9/reject': () => ({ body: { followup: followUp({ status: 'rejected' }) } }),
  });
});
afterEach(() => provider.close());

const render = (path = '/en/appointments') =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState: loggedIn });

describe('/appointments', () => {
  it('shows upcoming visits with their zone, status and who paid; the tab lives in the URL', async () => {
    const { router } = render();
    const panel = await screen.findByRole('tabpanel', {}, FIRST_RENDER);
    expect(await within(panel).findByRole('heading', { name: 'Dra. Carmen Ruiz' })).toBeVisible();
    expect(within(panel).getByText('Tuesday, March 5 at 10:30 AM (peninsular time)')).toBeVisible();
    expect(within(panel).getByText('Booked')).toBeVisible();
    expect(within(panel).getByText('Paid by card')).toBeVisible();
    expect(
      within(panel).getByRole('link', { name: 'View details of the visit with Dra. Carmen Ruiz' }),
    ).toHaveAttribute('href', '/en/appointments-detail?id=41');

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=history');
    expect(await within(panel).findByText('Done')).toBeVisible();
    expect(
      within(panel).getByRole('link', { name: 'Rate this visit with Dra. Carmen Ruiz' }),
    ).toHaveAttribute('href', '/en/appointments-detail?id=40#review');
  });

  it('opens on the tab the URL names', async () => {
    render('/en/appointments?tab=history');
    expect(await screen.findByRole('tab', { name: 'History', selected: true }, FIRST_RENDER)).toBeVisible();
    expect(provider.received('GET api/v2/meeting/homepage/upcomings')).toHaveLength(0);
  });

  it('says so when there is nothing, and leads to the specialities', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [] } }),
      'GET api/v1/meeting/followups/requests': () => ({ body: { followup_list: [] } }),
    });
    render();
    expect(await screen.findByText('You have no upcoming appointments.', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a specialist' })).toHaveAttribute(
      'href',
      '/en/specialties',
    );
    expect(await screen.findByText('No doctor has suggested a follow-up.')).toBeVisible();
  });

  it('shows a failed list as failed, with a retry that works', async () => {
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({
        status: 500,
        body: { code: 'internal_error', message: 'x' },
      }),
      'GET api/v1/meeting/followups/requests': () => ({
        status: 500,
        body: { code: 'internal_error', message: 'x' },
      }),
    });
    render();
    expect(
      await screen.findByText('We could not load your upcoming appointments.', {}, FIRST_RENDER),
    ).toBeVisible();
    expect(await screen.findByText('We could not load the follow-ups your doctors suggested.')).toBeVisible();
    provider.route({
      'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [visit()] } }),
    });
    const panel = screen.getByRole('tabpanel');
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('heading', { name: 'Dra. Carmen Ruiz' })).toBeVisible();
    expect(provider.received('GET api/v1/meeting/followups/requests')).toHaveLength(1);
  });

  it('books a follow-up through the booking flow, or declines it only after a confirmation', async () => {
    render();
    // The section moves above the visits once it has a follow-up to answer.
    await screen.findByRole('heading', { name: 'Dr. Pablo Sánchez' }, FIRST_RENDER);
    const followUps = screen.getByRole('region', { name: 'Follow-ups your doctors suggest' });
    expect(
      await within(followUps).findByText('Suggested for Tuesday, March 12 at 12:00 PM (peninsular time)'),
    ).toBeVisible();
    expect(
      within(followUps).getByRole('link', { name: 'Book this follow-up with Dr. Pablo Sánchez' }),
    ).toHaveAttribute('href', '/en/doctor_pre_order?specialityId=2&doctorId=4');

    const decline = within(followUps).getByRole('button', {
      name: /decline the follow-up with Dr. Pablo Sánchez/,
    });
    await userEvent.click(decline);
    const dialog = screen.getByRole('dialog', { name: 'Decline this follow-up?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(provider.received('PUT api/v1/meeting/followups/9/reject')).toHaveLength(0);

    provider.route({
      'GET api/v1/meeting/followups/requests': () => ({
        body: { followup_list: [followUp({ status: 'rejected' })] },
      }),
    });
    await userEvent.click(decline);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Decline this follow-up?' })).getByRole('button', {
        name: 'Decline follow-up',
      }),
    );
    expect(await screen.findByText('Follow-up declined.')).toBeVisible();
    await waitFor(() => expect(provider.received('PUT api/v1/meeting/followups/9/reject')).toHaveLength(1));
    expect(await screen.findByText('No doctor has suggested a follow-up.')).toBeVisible();
  });
});
