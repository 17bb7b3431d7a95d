import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitCatalog } from '../i18n-split.ts';

describe('route catalogs', () => {
  it('moves a route namespace out of the catalog every page loads, and keeps everything else', () => {
    const catalog = { 'payment.title': ['Pago'], 'paymentx.other': ['x'], 'header.home': ['Inicio'] };
    assert.deepEqual(splitCatalog(catalog, ['payment']), {
      core: { 'paymentx.other': ['x'], 'header.home': ['Inicio'] },
      parts: { payment: { 'payment.title': ['Pago'] } },
    });
  });
});

describe('route catalog loaders', () => {
  it('load exactly the namespaces the split makes', async () => {
    const { ROUTE_NAMESPACES } = await import('../i18n-split.ts');
    const source = (await import('node:fs')).readFileSync(
      new URL('../../src/components/routeCatalogs.ts', import.meta.url),
      'utf8',
    );
    const loaded = [...source.matchAll(/^ {2}(\w+): \{$/gm)].map((match) => match[1]);
    assert.deepEqual(loaded.sort(), [...ROUTE_NAMESPACES].sort());
  });
});
