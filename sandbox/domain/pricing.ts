import { unprocessable } from './errors.ts';

export type VoucherKind = 'percentage' | 'fixed' | 'free_first';

export interface VoucherRule {
  code: string;
  kind: VoucherKind;
  /** Percent for `percentage`, cents for `fixed`, 100 for `free_first`. */
  value: number;
  expires_at: number | null;
}

export interface VoucherContext {
  now: number;
  /** The patient has never had a paid or covered consultation. */
  isFirstConsultation: boolean;
  alreadyRedeemed: boolean;
}

/** The discount a voucher gives on `subtotal`, or the reason it cannot be used. */
export function voucherDiscount(voucher: VoucherRule, subtotal: number, context: VoucherContext): number {
  if (voucher.expires_at !== null && voucher.expires_at <= context.now) {
    throw unprocessable('voucher_expired', 'voucher_code');
  }
  if (context.alreadyRedeemed) throw unprocessable('voucher_already_used', 'voucher_code');
  switch (voucher.kind) {
    case 'percentage':
      return Math.min(subtotal, Math.round((subtotal * voucher.value) / 100));
    case 'fixed':
      return Math.min(subtotal, voucher.value);
    case 'free_first':
      if (!context.isFirstConsultation) throw unprocessable('voucher_not_applicable', 'voucher_code');
      return subtotal;
  }
}

export interface PricingInput {
  subtotal: number;
  /** Already validated: the discount `voucherDiscount` returned. */
  voucherDiscount: number;
  /** A bundle order of the right speciality with meetings left covers what the voucher did not. */
  bundleHasCredit: boolean;
  balance: number;
  useBalance: boolean;
  coveredByCompany: boolean;
}

export interface PricingResult {
  subtotal: number;
  voucherDiscount: number;
  bundleCredit: number;
  balanceUsed: number;
  /** What is left to pay by card. */
  total: number;
  coveredByCompany: boolean;
}

/** Spec: voucher first, then bundle credit, then balance, then the card pays the rest. */
export function priceOrder(input: PricingInput): PricingResult {
  const { subtotal } = input;
  if (input.coveredByCompany) {
    return {
      subtotal,
      voucherDiscount: 0,
      bundleCredit: 0,
      balanceUsed: 0,
      total: 0,
      coveredByCompany: true,
    };
  }
  let due = subtotal;
  const voucher = Math.min(due, Math.max(0, input.voucherDiscount));
  due -= voucher;
  const bundleCredit = input.bundleHasCredit ? due : 0;
  due -= bundleCredit;
  const balanceUsed = input.useBalance ? Math.min(due, Math.max(0, input.balance)) : 0;
  due -= balanceUsed;
  return {
    subtotal,
    voucherDiscount: voucher,
    bundleCredit,
    balanceUsed,
    total: due,
    coveredByCompany: false,
  };
}
