import { patientOf } from '../patientOf';

const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

describe('patientOf (whose copies a provider call may read or store)', () => {
  it('is the token’s subject, as a string', () => {
    expect(patientOf(`Bearer ${token({ sub: '42', exp: 1 })}`)).toBe('42');
    expect(patientOf(`Bearer ${token({ sub: 7 })}`)).toBe('7');
  });

  it('is nobody without a bearer token, or with one that cannot be read', () => {
    expect(patientOf(null)).toBeNull();
    expect(patientOf('Basic abc')).toBeNull();
    expect(patientOf('Bearer not-a-jwt')).toBeNull();
    expect(patientOf(`Bearer ${token({ name: 'no subject' })}`)).toBeNull();
    expect(patientOf('Bearer a.%%%.b')).toBeNull();
  });
});
