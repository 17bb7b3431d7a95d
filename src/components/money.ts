import type { IntlShape } from 'react-intl';
import type { Money } from '../api/types';

/** Provider amounts are integer cents. */
export function formatMoney(intl: IntlShape, money: Money): string {
  return intl.formatNumber(money.amount / 100, { style: 'currency', currency: money.currency });
}
