import { parsePhone, phoneRequestOf } from '../phone';

const list = [
  { iso_code: 'PT', calling_code: '+351' },
  { iso_code: 'ES', calling_code: '+34' },
  { iso_code: 'GB', calling_code: '+44' },
];

describe('phone numbers (sign-in, adding a phone, the app link)', () => {
  it('builds E.164 with the selected country’s calling code', () => {
    expect(phoneRequestOf({ number: '612 34 56 78', isoCode: 'ES' }, list)).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
    });
    expect(phoneRequestOf({ number: '912 345 678', isoCode: 'PT' }, list)).toEqual({
      phone: '+351912345678',
      calling_code: '+351',
    });
  });

  it('follows a typed international prefix, and rejects numbers that are not valid', () => {
    expect(phoneRequestOf({ number: '+44 7400 123456', isoCode: 'ES' }, list)?.calling_code).toBe('+44');
    expect(phoneRequestOf({ number: '12345', isoCode: 'ES' }, list)).toBeNull();
    expect(phoneRequestOf({ number: '', isoCode: 'ES' }, list)).toBeNull();
    expect(phoneRequestOf({ number: 'abc', isoCode: 'ES' }, list)).toBeNull();
  });
});

describe('parsePhone', () => {
  it('reads national digits for the selected country and keeps the calling code digits', () => {
    expect(parsePhone({ number: '612345678', isoCode: 'es' })).toEqual({
      phone: '+34612345678',
      callingCodeDigits: '34',
    });
    expect(parsePhone({ number: '612345678', isoCode: 'ZZ' })).toBeNull();
  });
});
