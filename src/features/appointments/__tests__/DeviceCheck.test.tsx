import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DeviceCheck } from '../components/waiting/DeviceCheck';
import { failureOf } from '../hooks/useDeviceCheck';

const track = (kind: 'audio' | 'video', deviceId: string) => ({
  kind,
  stop: jest.fn(),
  getSettings: () => ({ deviceId }),
});

function fakeMedia(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera' },
        { kind: 'videoinput', deviceId: 'cam-2', label: 'USB camera' },
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Built-in microphone' },
      ],
    },
  });
}

const stream = (camera = 'cam-1') => {
  const tracks = [track('video', camera), track('audio', 'mic-1')];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => [tracks[1]],
    getVideoTracks: () => [tracks[0]],
  };
};

afterEach(() => {
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('the device check', () => {
  it('names what went wrong from the browser’s error', () => {
    expect(failureOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(failureOf(new DOMException('x', 'NotFoundError'))).toBe('noDevice');
    expect(failureOf(new DOMException('x', 'NotReadableError'))).toBe('inUse');
    expect(failureOf(new Error('x'))).toBe('error');
  });

  it('shows the preview, the level and the pickers; choosing a camera asks for it; leaving stops every track', async () => {
    const first = stream();
    const second = stream('cam-2');
    const getUserMedia = jest.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    fakeMedia(getUserMedia);
    const onDone = jest.fn();
    const view = renderWithProviders(<DeviceCheck onDone={onDone} />, { locale: 'en' });
    expect(await screen.findByText('Your camera and microphone work.')).toBeVisible();
    expect(screen.getByLabelText('Your camera preview')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0');
    const camera = screen.getByRole('combobox', { name: 'Camera' });
    expect(
      within(camera)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Front camera', 'USB camera']);
    await userEvent.selectOptions(camera, 'cam-2');
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: { deviceId: { exact: 'cam-2' } }, audio: true });
    expect(await screen.findByText('Your camera and microphone work.')).toBeVisible();
    expect(first.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the waiting room' }));
    expect(onDone).toHaveBeenCalled();
    view.unmount();
    expect(second.tracks.every((t) => t.stop.mock.calls.length === 1)).toBe(true);
  });

  it('explains a refused permission in Spanish too, and tries again on demand', async () => {
    const getUserMedia = jest
      .fn()
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
      .mockResolvedValueOnce(stream());
    fakeMedia(getUserMedia);
    renderWithProviders(<DeviceCheck onDone={jest.fn()} />, { locale: 'es' });
    expect(await screen.findByText('La cámara y el micrófono están bloqueados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esperar sin comprobar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Tu cámara y tu micrófono funcionan.')).toBeVisible();
  });

  it('says when there is no camera or microphone, or another app holds them', async () => {
    fakeMedia(jest.fn().mockRejectedValue(new DOMException('none', 'NotFoundError')));
    const view = renderWithProviders(<DeviceCheck onDone={jest.fn()} />, { locale: 'en' });
    expect(await screen.findByText('No camera or microphone found')).toBeVisible();
    view.unmount();
    fakeMedia(jest.fn().mockRejectedValue(new DOMException('busy', 'NotReadableError')));
    renderWithProviders(<DeviceCheck onDone={jest.fn()} />, { locale: 'en' });
    expect(await screen.findByText('Camera or microphone in use')).toBeVisible();
  });
});
