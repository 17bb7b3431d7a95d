import { screen, waitFor } from '@testing-library/react';
import type { LocalProvider } from '../../../testing/localProvider';
import {
  FIRST_RENDER,
  SLOTS,
  findStep,
  patientInMadrid,
  preOrder,
  renderFlow,
  startBookingProvider,
} from './fixtures';

let provider: LocalProvider;
const xhr = window.XMLHttpRequest;
beforeEach(async () => {
  patientInMadrid();
  provider = await startBookingProvider();
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++next}`);
  URL.revokeObjectURL = jest.fn();
  // jsdom's XMLHttpRequest cannot send Node's FormData: uploads go by fetch here (progress is PhotoPicker's test).
  delete (window as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});
afterEach(async () => {
  window.XMLHttpRequest = xhr;
  jest.restoreAllMocks();
  await provider.close();
});

const HELD = `/en/doctor_pre_order?specialityId=5&doctorId=21&appointmentType=booked&date=${encodeURIComponent(SLOTS[0]!.start)}&preOrder=501`;
/** 2 kB that start as a PNG does (the picker checks a photo's first bytes). */
const photo = (name: string) => {
  const content = new Uint8Array(2048);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
};
const expiredText = 'The 15 minutes to pay have passed and the time was released. Choose a time again.';

describe('booking, the held pre-order', () => {
  it('says until when it is held, sends each photo in its own call, then opens payment', async () => {
    const { user, router } = renderFlow(provider, HELD, { signedIn: true });
    expect(await findStep('Photos for the doctor (optional)')).toBeVisible();
    expect(
      await screen.findByText(
        /^Your consultation is held for you until \d{1,2}:\d{2} (AM|PM)/,
        {},
        FIRST_RENDER,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.upload(screen.getByTestId('photo-input'), [photo('rash.png'), photo('arm.png')]);
    expect(await screen.findAllByText('Ready to send')).toHaveLength(2);
    expect(screen.getByText('2 of 6 photos · 4 kB of 20 MB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/payment'));
    expect(router.state.location.search).toBe('?preOrder=501');
    const uploads = provider.received('POST api/v1/pre-order/upload/image');
    expect(uploads).toHaveLength(2);
    expect(uploads.map((upload) => upload.headers['content-type'])).toEqual([
      expect.stringMatching(/^multipart\/form-data/),
      expect.stringMatching(/^multipart\/form-data/),
    ]);
    expect(String(uploads[0]?.body)).toMatch(/name="pre_order_id"\r\n\r\n501/);
    expect(String(uploads[0]?.body)).toMatch(/name="base64_file"; filename="rash.png"/);
    // Sent with upload progress; the header that asks for it stays in the browser.
    expect(uploads.map((upload) => upload.headers['x-upload-progress-key'])).toEqual([undefined, undefined]);
  });

  it('says Upload Failed for a photo that could not be sent (a server error); retried, the way to payment opens', async () => {
    let attempts = 0;
    provider.route({
      'POST api/v1/pre-order/upload/image': () =>
        ++attempts === 1
          ? { status: 500, body: { code: 'internal_error', message: 'x' } }
          : { status: 201, body: { id: attempts, url: 'http://files/x.png' } },
    });
    const { user, router } = renderFlow(provider, HELD, { signedIn: true });
    await user.upload(await screen.findByTestId('photo-input', {}, FIRST_RENDER), [photo('rash.png')]);
    await screen.findByText('Ready to send');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Upload Failed')).toBeVisible();
    expect(screen.getByText('Some photos were not sent. Retry them or remove them to go on.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/doctor_pre_order');
    await user.click(screen.getByRole('button', { name: 'Retry rash.png' }));
    expect(await screen.findByText('Sent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/payment'));
    expect(attempts).toBe(2);
  });

  it('a photo the provider refuses says why and offers Remove, not Retry; removed, payment opens', async () => {
    provider.route({
      'POST api/v1/pre-order/upload/image': () => ({
        status: 422,
        body: { code: 'unsupported_file_type', message: 'Upload Failed: only images are accepted' },
      }),
    });
    const { user, router } = renderFlow(provider, HELD, { signedIn: true });
    await user.upload(await screen.findByTestId('photo-input', {}, FIRST_RENDER), [photo('scan.png')]);
    await screen.findByText('Ready to send');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Upload Failed: only images are accepted')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry scan.png' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/doctor_pre_order');
    await user.click(screen.getByRole('button', { name: 'Remove scan.png' }));
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/payment'));
    expect(provider.received('POST api/v1/pre-order/upload/image')).toHaveLength(1);
  });

  it('says when the 15 minutes have passed, and offers the calendar again', async () => {
    provider.route({
      'GET api/v1/pre-order/501': () => ({ body: preOrder({ id: 501, status: 'expired' }) }),
    });
    const { user, search } = renderFlow(provider, HELD, { signedIn: true });
    expect(await screen.findByText(expiredText, {}, FIRST_RENDER)).toBeVisible();
    expect(await findStep('The time is no longer held')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a time again' }));
    expect(await findStep('Choose a time')).toBeVisible();
    expect(search().toString()).toBe('specialityId=5&doctorId=21&appointmentType=booked');
  });

  it('checks the hold before payment: one that lapsed meanwhile says so instead of opening payment', async () => {
    const { user, router } = renderFlow(provider, HELD, { signedIn: true });
    await user.upload(await screen.findByTestId('photo-input', {}, FIRST_RENDER), [photo('rash.png')]);
    await screen.findByText('Ready to send');
    provider.route({
      'GET api/v1/pre-order/501': () => ({ body: preOrder({ id: 501, status: 'expired' }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(expiredText)).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/doctor_pre_order');
    expect(provider.received('POST api/v1/pre-order/upload/image')).toHaveLength(0);
  });

  it('offers to try again when the pre-order cannot be read, in Spanish', async () => {
    provider.route({
      'GET api/v1/pre-order/501': () => ({ status: 503, body: { code: 'x', message: 'x' } }),
    });
    renderFlow(provider, HELD.replace('/en', ''), { signedIn: true });
    expect(await screen.findByText('No se ha podido cargar.', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
