import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadPhoto } from '../usePhotos';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Harness, MB, input, listed, photo } from './harness';

const fetchSpy = jest.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  global.fetch = fetchSpy;
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++next}`);
  URL.revokeObjectURL = jest.fn();
});

describe('PhotoPicker limits (refused before anything is sent)', () => {
  it('refuses a seventh photo with a reason, and sends nothing', async () => {
    const upload = jest.fn<ReturnType<UploadPhoto>, Parameters<UploadPhoto>>();
    renderWithProviders(<Harness upload={upload} />, { locale: 'en' });
    await userEvent.upload(
      input(),
      [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)),
    );
    expect(listed()).toHaveLength(6);
    await userEvent.upload(input(), [photo('seventh.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“seventh.jpg” was not added: you can add up to 6 photos.',
    );
    expect(listed()).toHaveLength(6);
    expect(screen.queryByText('seventh.jpg')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses the photo that would take the total to 21 MB, in Spanish, and sends nothing', async () => {
    const upload = jest.fn<ReturnType<UploadPhoto>, Parameters<UploadPhoto>>();
    renderWithProviders(<Harness upload={upload} />, { locale: 'es' });
    await userEvent.upload(input(), [photo('a.jpg', 7 * MB), photo('b.jpg', 7 * MB), photo('c.jpg', 7 * MB)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«c.jpg» no se ha añadido: las fotos pueden sumar hasta 20 MB en total.',
    );
    expect(listed().map((item) => within(item).getAllByText(/\.jpg$/)[0]!.textContent)).toEqual([
      'a.jpg',
      'b.jpg',
    ]);
    expect(screen.getByText('2 de 6 fotos · 14 MB de 20 MB')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts the downscaled size, not the original, against the 20 MB', async () => {
    const prepare = jest.fn(async (file: File) => new Blob([new Uint8Array(2 * MB)], { type: file.type }));
    const sizes: number[] = [];
    const upload: UploadPhoto = async (sent) => sizes.push(sent.file.size);
    renderWithProviders(<Harness upload={upload} options={{ prepare }} />, { locale: 'en' });
    await userEvent.upload(input(), [photo('big1.jpg', 12 * MB), photo('big2.jpg', 12 * MB)]);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(listed()).toHaveLength(2);
    expect(screen.getByText('2 of 6 photos · 4 MB of 20 MB')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(sizes).toEqual([2 * MB, 2 * MB]);
  });

  it('hands each photo what is left of the 20 MB, so a 21 MB photo is made smaller and sent, not refused', async () => {
    // Stands for the browser's re-encoding (downscale.ts, run in Chromium by e2e/photoContent.spec.ts).
    const prepare = jest.fn(async (file: File, maxBytes: number) =>
      file.size <= maxBytes ? file : new Blob([new Uint8Array(maxBytes - MB)], { type: file.type }),
    );
    const sizes: number[] = [];
    const upload: UploadPhoto = async (sent) => sizes.push(sent.file.size);
    renderWithProviders(<Harness upload={upload} options={{ prepare }} />, { locale: 'en' });
    await userEvent.upload(input(), [photo('rash.jpg', 7 * MB)]);
    await userEvent.upload(input(), [photo('camera.jpg', 21 * MB)]);
    expect(prepare.mock.calls.map(([file, maxBytes]) => [file.name, maxBytes])).toEqual([
      ['rash.jpg', 20 * MB],
      ['camera.jpg', 13 * MB],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 6 photos · 19 MB of 20 MB')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(sizes).toEqual([7 * MB, 12 * MB]);
  });

  it('refuses a photo that is still over 20 MB on its own, saying so (not that photos add up), per language', async () => {
    // As is: what a browser that cannot decode the photo (HEIC outside Safari) sends.
    const { unmount } = renderWithProviders(<Harness />, { locale: 'en' });
    await userEvent.upload(input(), [photo('camera.jpg', 21 * MB)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“camera.jpg” was not added: at 21 MB it is over the 20 MB limit and could not be made small enough. Choose a smaller photo.',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<Harness />, { locale: 'es' });
    await userEvent.upload(input(), [photo('foto.jpg', 21 * MB)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '«foto.jpg» no se ha añadido: con 21 MB supera el límite de 20 MB y no se ha podido reducir lo suficiente.',
    );
  });

  it('says what small photos weigh in kB, and larger totals in MB with a decimal, per language', async () => {
    const { unmount } = renderWithProviders(<Harness />, { locale: 'es' });
    await userEvent.upload(input(), [photo('tiny.png', 300, 'image/png'), photo('rash.jpg', 150 * 1024)]);
    expect(screen.getByText('2 de 6 fotos · 150 kB de 20 MB')).toBeVisible();
    await userEvent.upload(input(), [photo('scan.jpg', 2.4 * MB)]);
    expect(screen.getByText('3 de 6 fotos · 2,5 MB de 20 MB')).toBeVisible();
    unmount();

    renderWithProviders(<Harness />, { locale: 'en' });
    await userEvent.upload(input(), [photo('tiny.png', 300, 'image/png')]);
    expect(screen.getByText('1 of 6 photos · 1 kB of 20 MB')).toBeVisible();
    await userEvent.upload(input(), [photo('scan.jpg', 1.2 * MB)]);
    expect(screen.getByText('2 of 6 photos · 1.2 MB of 20 MB')).toBeVisible();
  });

  it('refuses a file that is not a photo', async () => {
    renderWithProviders(<Harness />, { locale: 'en' });
    // The picker's `accept` already hides such files; a drop or a browser that ignores it still gets a reason.
    await userEvent.upload(input(), [photo('notes.pdf', 10, 'application/pdf')], { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.pdf” was not added: it is not a photo');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('PhotoPicker sending', () => {
  it('sends one call per photo with its own progress; a failed one says Upload Failed and retries', async () => {
    const attempts: string[] = [];
    const progress = new Map<string, (fraction: number) => void>();
    const finish = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
    const upload: UploadPhoto = (sent, onProgress) =>
      new Promise((resolve, reject) => {
        attempts.push(sent.name);
        progress.set(sent.name, onProgress);
        finish.set(sent.name, { resolve: () => resolve(undefined), reject });
      });
    renderWithProviders(<Harness upload={upload} />, { locale: 'en' });
    await userEvent.upload(input(), [photo('rash.jpg'), photo('arm.jpg')]);
    expect(screen.getAllByText('Ready to send')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Send all' }));
    expect(attempts).toEqual(['rash.jpg', 'arm.jpg']);
    act(() => progress.get('rash.jpg')!(0.5));
    expect(screen.getByRole('progressbar', { name: 'Sending rash.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Sending arm.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('Sending… 50%')).toBeVisible();
    // Nothing being sent can be removed.
    expect(screen.queryByRole('button', { name: 'Remove rash.jpg' })).not.toBeInTheDocument();

    await act(async () => {
      finish.get('rash.jpg')!.resolve();
      finish.get('arm.jpg')!.reject(new Error('network'));
    });
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeVisible();
    expect(screen.getByText('Upload Failed')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Retry arm.jpg' }));
    expect(attempts).toEqual(['rash.jpg', 'arm.jpg', 'arm.jpg']);
    await act(async () => finish.get('arm.jpg')!.resolve());
    expect(screen.getAllByText('Sent')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('removes a photo before it is sent, and frees its place', async () => {
    renderWithProviders(<Harness />, { locale: 'en' });
    await userEvent.upload(
      input(),
      [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove p3.jpg' }));
    expect(listed()).toHaveLength(5);
    expect(URL.revokeObjectURL).toHaveBeenCalled();
    await userEvent.upload(input(), [photo('another.jpg')]);
    expect(listed()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
