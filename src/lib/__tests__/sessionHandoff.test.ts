import { IDBFactory } from 'fake-indexeddb';
import { forgetHandoff, HANDOFF_MS, recordHandoff, takeHandoff } from '../sessionHandoff';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the pair a refresh hands to the next tab', () => {
  it('is taken for the refresh token it replaced, and for no other', async () => {
    await recordHandoff('R0', { accessToken: 'A1', refreshToken: 'R1' });
    await expect(takeHandoff('R0')).resolves.toEqual({ accessToken: 'A1', refreshToken: 'R1' });
    await expect(takeHandoff('R1')).resolves.toBeNull();
  });

  it('keeps only the last exchange', async () => {
    await recordHandoff('R0', { accessToken: 'A1', refreshToken: 'R1' });
    await recordHandoff('R1', { accessToken: 'A2', refreshToken: 'R2' });
    await expect(takeHandoff('R0')).resolves.toBeNull();
    await expect(takeHandoff('R1')).resolves.toEqual({ accessToken: 'A2', refreshToken: 'R2' });
  });

  it('is not taken once HANDOFF_MS have passed', async () => {
    const now = Date.now();
    await recordHandoff('R0', { accessToken: 'A1', refreshToken: 'R1' });
    jest.spyOn(Date, 'now').mockReturnValue(now + HANDOFF_MS + 1);
    await expect(takeHandoff('R0')).resolves.toBeNull();
  });

  it('is forgotten on sign-out', async () => {
    await recordHandoff('R0', { accessToken: 'A1', refreshToken: 'R1' });
    await forgetHandoff();
    await expect(takeHandoff('R0')).resolves.toBeNull();
  });

  it('is nothing, and costs nothing, where IndexedDB is missing or fails', async () => {
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    await expect(recordHandoff('R0', { accessToken: 'A1' })).resolves.toBeUndefined();
    await expect(takeHandoff('R0')).resolves.toBeNull();

    globalThis.indexedDB = new IDBFactory();
    jest.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await expect(recordHandoff('R0', { accessToken: 'A1' })).resolves.toBeUndefined();
    await expect(takeHandoff('R0')).resolves.toBeNull();
  });
});
