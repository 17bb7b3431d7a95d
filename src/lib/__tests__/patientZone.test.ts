import {
  DEFAULT_ZONE,
  isKnownZone,
  patientZone,
  setPatientZoneSource,
  zoneOffsetMinutes,
} from '../patientZone';

const WINTER = new Date('2030-01-15T12:00:00Z');
const SUMMER = new Date('2030-07-15T12:00:00Z');

describe('the patient’s zone', () => {
  afterEach(() => setPatientZoneSource(() => Intl.DateTimeFormat().resolvedOptions().timeZone));

  it('is the browser’s own, unless the renderer names the one it renders in', () => {
    expect(patientZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setPatientZoneSource(() => 'Atlantic/Canary');
    expect(patientZone()).toBe('Atlantic/Canary');
  });

  it.each([
    ['Europe/Madrid', WINTER, 60],
    ['Europe/Madrid', SUMMER, 120],
    ['Atlantic/Canary', WINTER, 0],
    ['Atlantic/Canary', SUMMER, 60],
    ['America/New_York', WINTER, -300],
    ['Asia/Kolkata', SUMMER, 330],
    ['UTC', SUMMER, 0],
  ])('%s is %s minutes from UTC on %s', (zone, when, minutes) => {
    expect(zoneOffsetMinutes(zone, when)).toBe(minutes);
  });

  it('knows real zones only (a cookie may hold anything)', () => {
    expect(isKnownZone(DEFAULT_ZONE)).toBe(true);
    expect(isKnownZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('<script>')).toBe(false);
  });
});
