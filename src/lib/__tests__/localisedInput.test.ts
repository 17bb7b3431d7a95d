import { dateOrder, formatDateInput, parseDateInput } from '../dateInput';
import { toAsciiDigits } from '../digits';
import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it('groups a stored number the way people read it', () => {
    expect(formatPhone('+34600000001')).toBe('+34 600 00 00 01');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatPhone('not a number')).toBe('not a number');
  });
});

describe('toAsciiDigits', () => {
  it('reads the digits of other scripts as digits', () => {
    expect(toAsciiDigits('１２３４５６')).toBe('123456');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۱۲۳')).toBe('123');
    expect(toAsciiDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(toAsciiDigits('𝟏𝟐𝟑')).toBe('123');
  });

  it('leaves everything else alone', () => {
    expect(toAsciiDigits('a1-b２ ')).toBe('a1-b2 ');
  });
});

describe('a typed date in the page’s pattern', () => {
  it('takes the order of day, month and year from the pattern', () => {
    expect(dateOrder('dd/mm/aaaa')).toEqual(['day', 'month', 'year']);
    expect(dateOrder('mm/dd/yyyy')).toEqual(['month', 'day', 'year']);
    expect(dateOrder('yyyy-mm-dd')).toEqual(['year', 'month', 'day']);
    expect(dateOrder('nonsense')).toEqual(['day', 'month', 'year']);
  });

  it('writes a stored date the way the page reads it', () => {
    expect(formatDateInput('1990-04-12', 'dd/mm/aaaa')).toBe('12/04/1990');
    expect(formatDateInput('1990-04-12', 'mm/dd/yyyy')).toBe('04/12/1990');
    expect(formatDateInput(null, 'dd/mm/aaaa')).toBe('');
  });

  it('reads what was typed, with any separator or none, full-width digits too', () => {
    expect(parseDateInput('12/04/1990', 'dd/mm/aaaa')).toBe('1990-04-12');
    expect(parseDateInput('04/12/1990', 'mm/dd/yyyy')).toBe('1990-04-12');
    expect(parseDateInput(' 1-4-1990 ', 'dd/mm/aaaa')).toBe('1990-04-01');
    expect(parseDateInput('12.04.1990', 'dd/mm/aaaa')).toBe('1990-04-12');
    expect(parseDateInput('12041990', 'dd/mm/aaaa')).toBe('1990-04-12');
    expect(parseDateInput('１２/０４/１９９０', 'dd/mm/aaaa')).toBe('1990-04-12');
  });

  it('refuses what is not day, month and a four-digit year', () => {
    expect(parseDateInput('12/04/90', 'dd/mm/aaaa')).toBeNull();
    expect(parseDateInput('12/04', 'dd/mm/aaaa')).toBeNull();
    expect(parseDateInput('12 abril 1990', 'dd/mm/aaaa')).toBeNull();
    expect(parseDateInput('123/04/1990', 'dd/mm/aaaa')).toBeNull();
  });
});
