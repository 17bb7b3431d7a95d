/** Spain's peninsular zone: where most patients are, and the zone assumed when none is known. */
export const DEFAULT_ZONE = 'Europe/Madrid';

/** True for an IANA zone this runtime knows (a cookie's value may be anything). */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_ZONE;
let zoneSource: () => string = browserZone;

/**
 * The patient's IANA zone: the browser's own. The server renders a signed-in page in the zone the patient's
 * browser last reported (the `tz` cookie, src/ssr/session.ts), so that both write the same times.
 */
export const patientZone = (): string => zoneSource();

/** Where patientZone reads the zone from (the server renderer: the request being rendered). */
export function setPatientZoneSource(source: () => string): void {
  zoneSource = source;
}

/** The zone's UTC offset in minutes at `now` (+60 for Madrid in winter). */
export function zoneOffsetMinutes(zone: string, now = new Date()): number {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
