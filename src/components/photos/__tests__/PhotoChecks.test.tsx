import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPhotoSignature } from '../content';
import type { UploadPhoto } from '../usePhotos';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Harness, input, listed, photo } from './harness';

beforeEach(() => {
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${++next}`);
  URL.revokeObjectURL = jest.fn();
});

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const padded = (head: Uint8Array) => {
  const all = new Uint8Array(32);
  all.set(head);
  return all;
};

describe('what a photo is, by its bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['GIF', bytes('GIF89a')],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['HEIF', bytes([0, 0, 0, 0x18], 'ftypmif1')],
  ])('%s is a photo', (_, head) => expect(isPhotoSignature(padded(head))).toBe(true));

  it.each([
    ['text', bytes('These are my notes, not a photo')],
    ['PDF', bytes('%PDF-1.7')],
    ['MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom')],
    ['RIFF audio', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['empty', new Uint8Array(0)],
  ])('%s is not', (_, head) => expect(isPhotoSignature(head.length ? padded(head) : head)).toBe(false));
});

describe('a file named .jpg that is not a photo', () => {
  const renamedText = () =>
    new File(['These are my notes, not a photo at all.'], 'receta.jpg', { type: 'image/jpeg' });

  it('is refused before anything is sent, saying it is not a photo (en)', async () => {
    const upload = jest.fn<ReturnType<UploadPhoto>, Parameters<UploadPhoto>>();
    renderWithProviders(<Harness upload={upload} />, { locale: 'en' });
    await userEvent.upload(input(), [renamedText(), photo('real.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“receta.jpg” was not added: it is not a photo (JPEG, PNG, WebP, GIF or HEIC).',
    );
    expect(listed()).toHaveLength(1);
    expect(within(listed()[0]!).getByText('real.jpg')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says so in Spanish', async () => {
    renderWithProviders(<Harness />, { locale: 'es' });
    await userEvent.upload(input(), [renamedText()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«receta.jpg» no se ha añadido: no es una foto',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('a photo the provider refuses', () => {
  const refusing =
    (status: number, data: unknown): UploadPhoto =>
    () =>
      Promise.reject({ status, data });

  it('shows the provider’s reason and offers Remove, not Retry; Send all does not send it again', async () => {
    const upload = jest.fn(
      refusing(422, { code: 'unsupported_file_type', message: 'Upload Failed: only images are accepted' }),
    );
    renderWithProviders(<Harness upload={upload} />, { locale: 'en' });
    await userEvent.upload(input(), [photo('scan.jpg')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('Upload Failed: only images are accepted')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry scan.jpg' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send all' }));
    expect(upload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove scan.jpg' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('without a message from the provider, says why in the patient’s language', async () => {
    renderWithProviders(<Harness upload={refusing(422, { code: 'unsupported_file_type' })} />, {
      locale: 'es',
    });
    await userEvent.upload(input(), [photo('scan.jpg')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send all' }));
    expect(
      await screen.findByText('No aceptada: este archivo no es una foto que el médico pueda abrir. Quítala.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar scan.jpg' })).toBeVisible();
  });

  it.each([
    ['a server error', { status: 500, data: { code: 'internal_error', message: 'boom' } }],
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
  ])('after %s keeps Retry (it may work next time)', async (_, error) => {
    renderWithProviders(<Harness upload={() => Promise.reject(error)} />, { locale: 'en' });
    await userEvent.upload(input(), [photo('scan.jpg')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('Upload Failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry scan.jpg' })).toBeVisible();
  });
});

describe('focus after a photo’s control goes away', () => {
  it('moves to the next photo, then the one before, then to Add photos', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'en' });
    await user.upload(
      input(),
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => photo(name)),
    );
    await screen.findAllByText('Ready to send');
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(screen.getByRole('button', { name: 'Remove c.jpg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove a.jpg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus();
  });

  it('after Retry, moves to that photo’s status while it is sent again', async () => {
    let attempt = 0;
    let finish: () => void = () => undefined;
    const upload: UploadPhoto = () =>
      ++attempt === 1
        ? Promise.reject({ status: 503, data: {} })
        : new Promise((resolve) => (finish = () => resolve(undefined)));
    const user = userEvent.setup();
    renderWithProviders(<Harness upload={upload} />, { locale: 'en' });
    await user.upload(input(), [photo('scan.jpg')]);
    await user.click(await screen.findByRole('button', { name: 'Send all' }));
    await user.click(await screen.findByRole('button', { name: 'Retry scan.jpg' }));
    expect(screen.getByText('Sending… 0%')).toHaveFocus();
    await act(async () => finish());
    expect(screen.getByText('Sent')).toHaveFocus();
  });
});
