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
