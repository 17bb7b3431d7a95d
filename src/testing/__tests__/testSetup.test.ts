import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeClock } from '../clock';
import { startLocalProvider } from '../localProvider';

/** What every unit test may count on (docs/contributing.md): the time zone, a fixed now, fresh catalogs. */
describe('the unit tests’ setting', () => {
  afterEach(() => jest.useRealTimers());

  it('runs in Spain’s peninsular time, whatever the machine’s zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Madrid');
    expect(new Date('2026-01-15T12:00:00Z').getHours()).toBe(13);
    expect(new Date('2026-07-15T12:00:00Z').getHours()).toBe(14);
  });

  it('fixes now with fakeClock and moves it only when told, while a request to the local provider completes', async () => {
    const provider = await startLocalProvider({ 'GET api/v1/ping': () => ({ body: { ok: true } }) });
    try {
      fakeClock('2026-03-05T10:30:00+01:00');
      expect(new Date().toISOString()).toBe('2026-03-05T09:30:00.000Z');
      const answer = await fetch(new URL('api/v1/ping', provider.url));
      expect(await answer.json()).toEqual({ ok: true });
      expect(Date.now()).toBe(Date.parse('2026-03-05T09:30:00Z'));
      jest.advanceTimersByTime(15 * 60_000);
      expect(new Date().getHours()).toBe(10);
      expect(new Date().getMinutes()).toBe(45);
    } finally {
      jest.useRealTimers();
      await provider.close();
    }
  });

  it.each(['es', 'en'])(
    'renders with catalogs compiled from the source ones as they are now (%s)',
    (locale) => {
      const dir = path.join(__dirname, '..', '..', '..', 'i18n');
      const source: Record<string, string> = JSON.parse(
        readFileSync(path.join(dir, `${locale}.json`), 'utf8'),
      );
      const compiled = Object.assign(
        {},
        ...readdirSync(path.join(dir, 'compiled'))
          .filter((name) => name.startsWith(`${locale}.`) && name.endsWith('.json'))
          .map((name) => JSON.parse(readFileSync(path.join(dir, 'compiled', name), 'utf8'))),
      );
      const stale = Object.entries(source)
        .filter(([id, message]) => JSON.stringify(compiled[id]) !== JSON.stringify(parse(message)))
        .map(([id]) => id);
      expect(stale).toEqual([]);
    },
  );
});
