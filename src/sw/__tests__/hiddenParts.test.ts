import { OFFLINE_PAGE_PARTS } from '../../config/offline';
import { hiddenParts } from '../hiddenParts';

describe('the offline page shows only what opens offline', () => {
  it('hides the links to what the worker does not hold', () => {
    expect(hiddenParts(new Set(['appointments']))).toBe(
      `[${OFFLINE_PAGE_PARTS.readable}="prescription"]{display:none}` +
        `[${OFFLINE_PAGE_PARTS.readable}="home"]{display:none}`,
    );
    expect(hiddenParts(new Set(['appointments', 'prescription', 'home']))).toBe('');
  });

  it('with nothing to read, hides the list and says how to have something next time', () => {
    expect(hiddenParts(new Set())).toBe(
      `[${OFFLINE_PAGE_PARTS.list}]{display:none}[${OFFLINE_PAGE_PARTS.nothing}]{display:block}`,
    );
  });
});
