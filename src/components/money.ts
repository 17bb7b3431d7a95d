import type { IntlShape } from 'react-intl';
import type { Money } from '../api/types';

/** Provider amounts are integer cents. */
export function formatMoney(intl: IntlShape, money: Money): string {
  return intl.formatNumber(money.amount / 100, { style: 'currency', currency: money.currency });
}

/** A movement of money with its sign: "+20,00 €" into the balance, "-45,00 €" out of it. */
export function formatSignedMoney(intl: IntlShape, money: Money): string {
  return intl.formatNumber(money.amount / 100, {
    style: 'currency',
    currency: money.currency,
    signDisplay: 'exceptZero',
  });
}
