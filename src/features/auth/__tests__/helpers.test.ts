import { returnPathOf, safeReturnPath } from '../returnPath';
import { isCompleteCode, sanitizeCode } from '../validation';

describe('return path', () => {
  it('goes to the renewal for ?type=renew, else to `from` (state first), else home', () => {
    expect(returnPathOf(new URLSearchParams('type=renew&from=/invoices'), null)).toBe('/renew');
    expect(returnPathOf(new URLSearchParams('from=/invoices'), { from: '/profile' })).toBe('/profile');
    expect(returnPathOf(new URLSearchParams('from=/invoices'), null)).toBe('/invoices');
    expect(returnPathOf(new URLSearchParams(''), undefined)).toBe('/');
  });

  it('keeps in-app paths (without the language prefix) and refuses the rest', () => {
    expect(safeReturnPath('/en/doctor/4?x=1#top')).toBe('/doctor/4?x=1#top');
    expect(safeReturnPath('/appointments')).toBe('/appointments');
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/en/login?type=renew')).toBeNull();
    expect(safeReturnPath('/b2b-login/')).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });
});

describe('one-time codes', () => {
  it('keeps the first six digits of whatever is pasted', () => {
    expect(sanitizeCode('Your code: 123 456.')).toBe('123456');
    expect(sanitizeCode('1234567')).toBe('123456');
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
  });
});
