import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { priceOrder, voucherDiscount } from '../domain/pricing.ts';

const now = Date.parse('2026-03-10T10:00:00Z');
const context = { now, isFirstConsultation: true, alreadyRedeemed: false };

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'no error';
}

describe('voucher kinds', () => {
  it('percentage takes a rounded share, fixed takes at most the price, free_first takes all', () => {
    assert.equal(
      voucherDiscount({ code: 'P', kind: 'percentage', value: 10, expires_at: null }, 3450, context),
      345,
    );
    assert.equal(
      voucherDiscount({ code: 'P', kind: 'percentage', value: 15, expires_at: null }, 3333, context),
      500,
    );
    assert.equal(
      voucherDiscount({ code: 'F', kind: 'fixed', value: 500, expires_at: null }, 3450, context),
      500,
    );
    assert.equal(
      voucherDiscount({ code: 'F', kind: 'fixed', value: 9000, expires_at: null }, 3450, context),
      3450,
    );
    assert.equal(
      voucherDiscount({ code: 'G', kind: 'free_first', value: 100, expires_at: null }, 3450, context),
      3450,
    );
  });

  it('refuses an expired voucher, a used one, and free_first after a first consultation', () => {
    const codes = [
      () => voucherDiscount({ code: 'E', kind: 'percentage', value: 20, expires_at: now }, 3000, context),
      () =>
        voucherDiscount({ code: 'U', kind: 'fixed', value: 500, expires_at: null }, 3000, {
          ...context,
          alreadyRedeemed: true,
        }),
      () =>
        voucherDiscount({ code: 'G', kind: 'free_first', value: 100, expires_at: null }, 3000, {
          ...context,
          isFirstConsultation: false,
        }),
    ].map(codeOf);
    assert.deepEqual(codes, ['voucher_expired', 'voucher_already_used', 'voucher_not_applicable']);
  });
});

describe('order pricing: voucher, then bundle credit, then balance, then card', () => {
  const base = {
    subtotal: 5000,
    voucherDiscount: 0,
    bundleHasCredit: false,
    balance: 0,
    useBalance: false,
    coveredByCompany: false,
  };

  it('applies the balance after the voucher and leaves the rest to the card', () => {
    assert.deepEqual(priceOrder({ ...base, voucherDiscount: 500, balance: 1200, useBalance: true }), {
      subtotal: 5000,
      voucherDiscount: 500,
      bundleCredit: 0,
      balanceUsed: 1200,
      total: 3300,
      coveredByCompany: false,
    });
  });

  it('never takes more balance than is due, nor any when not asked', () => {
    assert.equal(priceOrder({ ...base, balance: 9000, useBalance: true }).balanceUsed, 5000);
    assert.equal(priceOrder({ ...base, balance: 9000, useBalance: true }).total, 0);
    assert.equal(priceOrder({ ...base, balance: 9000 }).balanceUsed, 0);
  });

  it('bundle credit covers what the voucher leaves, so no balance or card is used', () => {
    const priced = priceOrder({
      ...base,
      voucherDiscount: 1000,
      bundleHasCredit: true,
      balance: 800,
      useBalance: true,
    });
    assert.deepEqual(
      [priced.voucherDiscount, priced.bundleCredit, priced.balanceUsed, priced.total],
      [1000, 4000, 0, 0],
    );
  });

  it('a company-covered order costs the employee nothing and uses nothing of theirs', () => {
    const priced = priceOrder({
      ...base,
      voucherDiscount: 1000,
      balance: 800,
      useBalance: true,
      coveredByCompany: true,
    });
    assert.deepEqual(
      [priced.total, priced.balanceUsed, priced.voucherDiscount, priced.coveredByCompany],
      [0, 0, 0, true],
    );
  });
});
