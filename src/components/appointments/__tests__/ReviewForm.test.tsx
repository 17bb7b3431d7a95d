import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { ReviewForm } from '../ReviewForm';

const loggedIn = {
  session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A', refreshToken: 'R' },
};

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({ 'POST api/v1/review': () => ({ status: 201, body: { id: 301 } }) });
});
afterEach(() => provider.close());

const render = () =>
  renderWithProviders(<ReviewForm appointmentId={12} />, {
    locale: 'en',
    services: fakeServices(provider.url),
    preloadedState: loggedIn,
  });

// MUI's stars follow the pointer's position, which jsdom has no layout for: choose the star's radio directly
// (as the keyboard does).
const chooseStars = (count: number) =>
  fireEvent.click(screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }));

describe('rate and review', () => {
  it('asks for the stars before sending anything', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars');
    expect(provider.received('POST api/v1/review')).toHaveLength(0);
  });

  it('sends the stars and the optional text once, then thanks the patient', async () => {
    render();
    chooseStars(4);
    await userEvent.type(
      screen.getByRole('textbox', { name: /anything you would like to add/i }),
      ' Very clear. ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeVisible();
    expect(provider.received('POST api/v1/review').map((request) => request.body)).toEqual([
      { appointment_id: 12, rating: 4, comment: 'Very clear.' },
    ]);
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('a visit already reviewed is thanked, not asked again', async () => {
    provider.route({
      'POST api/v1/review': () => ({ status: 409, body: { code: 'review_exists', message: 'x' } }),
    });
    render();
    chooseStars(5);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('You have already reviewed this visit. Thank you!')).toBeVisible();
  });

  it('a failure keeps the stars and the text for another try', async () => {
    provider.route({
      'POST api/v1/review': () => ({ status: 500, body: { code: 'internal_error', message: 'x' } }),
    });
    render();
    chooseStars(3);
    await userEvent.type(screen.getByRole('textbox'), 'Kind');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('We could not send your review. Please try again.')).toBeVisible();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('Kind');
  });
});
