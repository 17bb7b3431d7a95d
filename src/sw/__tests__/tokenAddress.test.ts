import { carriesToken } from '../tokenAddress';

describe('an address that carries a token is never kept by the service worker', () => {
  it.each([
    'https://site.test/login?token=abc.def.ghi',
    'https://site.test/en/login?from=%2Fappointments&token=abc',
    'https://site.test/login?TOKEN=abc',
    'https://site.test/login?login_token=abc',
    'https://site.test/b2b-login?access_token=abc#x',
    'https://site.test/login?from=%2Flogin%3Ftoken%3Dabc',
    'https://site.test/login?from=%252Flogin%253Ftoken%253Dabc',
    'https://site.test/login?redirect=%2Fpayment%3FpreOrder%3D1%26token%3Dabc',
    'https://site.test/login?from=%E0%A4%A&token=abc',
    'https://site.test/x?from=%E0%A4%A%2Ftoken',
  ])('%s carries one', (address) => {
    expect(carriesToken(address)).toBe(true);
  });

  it.each([
    'https://site.test/',
    'https://site.test/en/appointments',
    'https://site.test/login?from=%2Fappointments-detail%3Fid%3D7',
    'https://site.test/invoices?page=2&bundle=3',
    'https://site.test/doctor_pre_order?specialityId=2&appointmentType=booked',
    'https://site.test/login?type=renew',
    'https://site.test/specialties/tokens-of-appreciation',
  ])('%s does not', (address) => {
    expect(carriesToken(address)).toBe(false);
  });
});
