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

  it.each([
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/en//evil.example',
    '/en/%2fevil.example',
    '/profile/%0A/evil.example',
    '/appointments?x=\u0000',
    '/no-such-page',
    '/en/login',
  ])('refuses %j, which could leave the app or loop', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
    expect(returnPathOf(new URLSearchParams({ from: candidate }), null)).toBe('/');
  });

  it('keeps queries that carry encoded characters', () => {
    expect(safeReturnPath('/doctor_pre_order?date=2026-12-01T10%3A30%3A00%2B01%3A00')).toBe(
      '/doctor_pre_order?date=2026-12-01T10%3A30%3A00%2B01%3A00',
    );
    expect(safeReturnPath('/en/profile/')).toBe('/profile/');
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
