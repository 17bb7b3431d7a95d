import fc from 'fast-check';
import { cardBrand, formatCardNumber, formatExpiry, passesLuhn, validateCard } from '../card/cardNumber';

const NOW = new Date(2026, 5, 15);

describe('the card number', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['3056 9300 0902 0004', 'diners'],
    ['3566 0020 2036 0505', 'jcb'],
    ['9999', undefined],
  ])('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it('passes the Luhn check for the test cards and fails it for a typo', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000002500003155', '378282246310005'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a4')).toBe(false);
  });

  it('catches every single-digit typo (the point of the Luhn digit)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, change) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + change) % 10);
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('groups the digits as the brand prints them and stops at its length', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('55 55-55')).toBe('5555 55');
  });
});

describe('the expiry date', () => {
  it('adds the slash after the month and a leading zero to a month like 7', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('7')).toBe('07/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/', '12/3')).toBe('12');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
  });
});

describe('validateCard', () => {
  const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts a complete test card', () => expect(validateCard(valid, NOW)).toEqual({}));

  it('names what is missing or wrong in each field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      number: 'numberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
    expect(validateCard({ ...valid, number: '4242 4242' }, NOW).number).toBe('numberIncomplete');
    expect(validateCard({ ...valid, number: '4242 4242 4242 4241' }, NOW).number).toBe('numberInvalid');
    expect(validateCard({ ...valid, expiry: '13/30' }, NOW).expiry).toBe('expiryInvalid');
    expect(validateCard({ ...valid, expiry: '05/26' }, NOW).expiry).toBe('expiryPast');
    expect(validateCard({ ...valid, expiry: '06/26' }, NOW).expiry).toBeUndefined();
    expect(validateCard({ ...valid, cvc: '12' }, NOW).cvc).toBe('cvcInvalid');
  });

  it('wants four digits of security code on American Express', () => {
    const amex = { number: '3782 822463 10005', expiry: '12/30', cvc: '123' };
    expect(validateCard(amex, NOW).cvc).toBe('cvcInvalid');
    expect(validateCard({ ...amex, cvc: '1234' }, NOW)).toEqual({});
  });
});
