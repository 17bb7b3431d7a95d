import { loginPath } from '../loginPath';

describe('loginPath', () => {
  it.each([
    ['es', '/appointments', '/login?from=%2Fappointments'],
    ['en', '/en/appointments', '/en/login?from=%2Fappointments'],
    ['en', '/en/doctor/12?tab=reviews', '/en/login?from=%2Fdoctor%2F12%3Ftab%3Dreviews'],
    [
      'es',
      '/doctor_pre_order?specialityId=1#top',
      '/login?from=%2Fdoctor_pre_order%3FspecialityId%3D1%23top',
    ],
    ['es', '/profile/', '/login?from=%2Fprofile'],
    ['es', '/', '/login'],
    ['en', '/en', '/en/login'],
    ['en', '/en/?utm=x', '/en/login?from=%2F%3Futm%3Dx'],
    ['es', '/login?type=renew', '/login'],
    ['es', '/renew', '/login?type=renew'],
    ['en', '/en/renew/', '/en/login?type=renew'],
    ['en', '/en/b2b-login', '/en/login'],
    ['es', undefined, '/login'],
    ['es', 'https://evil.example/', '/login'],
    ['es', '//evil.example/x', '/login'],
  ] as const)('in %s from %p is %s', (locale, current, expected) => {
    expect(loginPath(locale, current)).toBe(expected);
  });
});
