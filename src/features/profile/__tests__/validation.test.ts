import { ageOn, checkBirthDay, isValidSpanishId, normaliseSpanishId } from '../validation';

describe('Spanish ID numbers', () => {
  it.each([
    '12345678Z',
    '00000000T',
    '99999999R',
    'X1234567L',
    'Y1234567X',
    'Z1234567R',
    '12345678z',
    '12.345.678-Z',
    ' x 1234567 l ',
  ])('accepts %s', (id) => expect(isValidSpanishId(id)).toBe(true));

  it.each([
    ['12345678A', 'wrong DNI letter'],
    ['X1234567A', 'wrong NIE letter'],
    ['1234567Z', 'too few digits'],
    ['123456789Z', 'too many digits'],
    ['W1234567L', 'not an NIE prefix'],
    ['12345678', 'no letter'],
    ['', 'empty'],
    ['ABCDEFGHZ', 'letters'],
  ])('rejects %s (%s)', (id) => expect(isValidSpanishId(id)).toBe(false));

  it('computes every check letter from the table', () => {
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    for (let remainder = 0; remainder < 23; remainder += 1) {
      const number = String(remainder).padStart(8, '0');
      expect(isValidSpanishId(number + letters[remainder])).toBe(true);
      expect(isValidSpanishId(number + letters[(remainder + 1) % 23])).toBe(false);
    }
  });

  it('normalises what people type', () => expect(normaliseSpanishId(' x-1234.567 l')).toBe('X1234567L'));
});

describe('age and birth date', () => {
  const today = new Date(2026, 10, 22); // 22 Nov 2026, local time

  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
    expect(ageOn('1990-01-01', today)).toBe(36);
  });

  it('handles 29 February', () => {
    expect(ageOn('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });

  it('rejects impossible dates and other formats', () => {
    expect(ageOn('2001-02-30', today)).toBeNull();
    expect(ageOn('2001-13-01', today)).toBeNull();
    expect(ageOn('22/11/2000', today)).toBeNull();
    expect(ageOn('', today)).toBeNull();
  });

  it('requires 18 or older and a real past date', () => {
    expect(checkBirthDay('2008-11-22', today)).toBe('ok');
    expect(checkBirthDay('2008-11-23', today)).toBe('underage');
    expect(checkBirthDay('2030-01-01', today)).toBe('invalid');
    expect(checkBirthDay('1850-01-01', today)).toBe('invalid');
    expect(checkBirthDay('not a date', today)).toBe('invalid');
  });
});
