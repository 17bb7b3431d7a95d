import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '../../../api/shared/appointments';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import type { Prescription } from '../api';

configure({ asyncUtilTimeout: 5000 });

const doctor = { id: 2, full_name: 'Dr. Javier Ortega', photo_url: null, speciality_title: 'Psychology' };
const visit: Appointment = {
  id: 71,
  status: 'booked',
  appointment_type: 'booked',
  start_at: '2026-12-01T10:30:00+01:00',
  time_zone: 'Europe/Madrid',
  created_at: '2026-11-20T09:00:00+01:00',
  doctor,
  speciality_id: 1,
  price: { amount: 3900, currency: 'EUR' },
  paid_by: 'card',
  note: null,
  can_cancel: true,
  can_review: false,
  covered_by_company: false,
};

/** An emergency visit has no time of its own: it is named by the day the patient asked for it. */
const emergency: Appointment = {
  ...visit,
  id: 72,
  status: 'pending',
  appointment_type: 'emergency',
  start_at: null,
  created_at: '2026-11-20T09:00:00+01:00',
  doctor: { ...doctor, id: 3, full_name: 'Dr. Pablo Sánchez' },
};

/** The signed-in patient: the app reads the profile once signed in (a 404 there would end the session). */
const profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-12',
  is_subscription_active: false,
};

let provider: LocalProvider;
let stored: Prescription;
beforeEach(async () => {
  stored = {
    id: 5,
    status: 'approved',
    images: [],
    medicines: [{ name: 'Ibuprofeno 600 mg', dosage: '1 cada 8 horas' }],
    share_scope: null,
    shared_meeting_id: null,
    shared_doctor: null,
    access_requests: [
      { id: 1, doctor_name: 'Dra. Elena Navarro', requested_at: '2026-11-22T10:00:00+01:00' },
    ],
  };
  provider = await startLocalProvider({
    'GET api/v1/user/prescription': () => ({ body: { prescription: stored } }),
    'PUT api/v1/user/prescription/share-with-meeting': () => {
      stored = { ...stored, share_scope: 'one', shared_meeting_id: visit.id, shared_doctor: doctor };
      return { body: { prescription: stored } };
    },
    'PUT api/v1/user/prescription': () => {
      stored = { ...stored, share_scope: 'all', shared_meeting_id: null, shared_doctor: null };
      return { body: { prescription: stored } };
    },
    'GET api/v2/meeting/homepage/upcomings': () => ({ body: { appointment_list: [visit, emergency] } }),
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v1/profile': () => ({ body: profile }),
    // The header's lighter profile: without it the provider's 404 ends the session (spec §8) 4 s in.
    'GET api/v1/profile/summary': () => ({
      body: {
        user_id: 7,
        full_name: 'Ana García',
        is_profile_complete: true,
        is_subscription_active: false,
        is_employee: false,
      },
    }),
  });
});
afterEach(() => provider.close());

const signedIn = { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' };

async function renderSharing() {
  const user = userEvent.setup();
  renderRoute('/en/renew', { services: fakeServices(provider.url), preloadedState: { session: signedIn } });
  const sharing = within(await screen.findByRole('region', { name: 'Who may see your health data' }));
  return { user, sharing };
}

describe('who may see my data', () => {
  it('lists the access requests and preselects nothing while nothing is chosen', async () => {
    const { sharing } = await renderSharing();
    expect(sharing.getByText('Dra. Elena Navarro')).toBeInTheDocument();
    expect(sharing.getByText(/no professional sees your prescription until you do/)).toBeInTheDocument();
    expect(sharing.getByRole('radio', { name: /All professionals/ })).not.toBeChecked();
    expect(sharing.getByRole('radio', { name: /One doctor only/ })).not.toBeChecked();
    expect(sharing.getByRole('button', { name: 'Change who may see my data' })).toBeDisabled();
  });

  it('shares with one visit’s doctor only after the patient confirms what that means', async () => {
    const { user, sharing } = await renderSharing();
    await user.click(sharing.getByRole('radio', { name: /One doctor only/ }));
    await user.click(sharing.getByRole('combobox', { name: 'The visit whose doctor may see your data' }));
    await user.click(await screen.findByRole('option', { name: /^Dr\. Javier Ortega, / }));
    await user.click(sharing.getByRole('button', { name: 'Change who may see my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change who may see your data?' });
    expect(dialog).toHaveTextContent(/Only Dr\. Javier Ortega \(your visit: .+peninsular time\)/);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.received('PUT api/v1/user/prescription/share-with-meeting')).toHaveLength(0);

    await user.click(sharing.getByRole('button', { name: 'Change who may see my data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change it' }),
    );
    expect(
      await sharing.findByText('Now: only Dr. Javier Ortega may see your prescription and health data.'),
    ).toBeVisible();
    expect(
      provider.received('PUT api/v1/user/prescription/share-with-meeting').map((call) => call.body),
    ).toEqual([{ meeting_id: 71 }]);
  });

  it('names every visit by when it is: an emergency by the day it was asked for', async () => {
    const { user, sharing } = await renderSharing();
    await user.click(sharing.getByRole('radio', { name: /One doctor only/ }));
    await user.click(sharing.getByRole('combobox', { name: 'The visit whose doctor may see your data' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Dr. Javier Ortega, Tuesday, December 1, 2026 at 10:30 AM (peninsular time)',
      'Dr. Pablo Sánchez, emergency visit of Friday, November 20, 2026',
    ]);
    await user.click(screen.getByRole('option', { name: /^Dr\. Pablo Sánchez, / }));
    await user.click(sharing.getByRole('button', { name: 'Change who may see my data' }));
    expect(await screen.findByRole('dialog', { name: 'Change who may see your data?' })).toHaveTextContent(
      'Only Dr. Pablo Sánchez (your visit: emergency visit of Friday, November 20, 2026) will be able',
    );
  });

  it('can undo a change: back to the doctor it was shared with', async () => {
    stored = { ...stored, share_scope: 'one', shared_meeting_id: visit.id, shared_doctor: doctor };
    const { user, sharing } = await renderSharing();
    await user.click(sharing.getByRole('radio', { name: /All professionals/ }));
    await user.click(sharing.getByRole('button', { name: 'Change who may see my data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change it' }),
    );
    // The dialog hides the page from assistive technology until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sharing.findByText(/^Now: all professionals/)).toBeVisible();
    expect(provider.received('PUT api/v1/user/prescription').map((call) => call.body)).toEqual([
      { share_scope: 'all' },
    ]);

    await user.click(await sharing.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        provider.received('PUT api/v1/user/prescription/share-with-meeting').map((call) => call.body),
      ).toEqual([{ meeting_id: 71 }]),
    );
    expect(await sharing.findByText(/^Now: only Dr\. Javier Ortega/)).toBeVisible();
    expect(sharing.getByRole('radio', { name: /One doctor only/ })).toBeChecked();
  });
});
