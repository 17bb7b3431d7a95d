/** Time-zone arithmetic with Intl only (no library): the sandbox's doctors work in Europe/Madrid. */
export const DOCTOR_ZONE = 'Europe/Madrid';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormatters = new Map<string, Intl.DateTimeFormat>();

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC that `zone` observes at `instant` (Madrid: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: Monday 1 … Sunday 7. */
  weekday: number;
  minuteOfDay: number;
}

export function localParts(zone: string, instant: number): LocalParts {
  let formatter = partFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    partFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? 'Mon') + 1,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant at which the wall clock in `zone` shows the given date and minute of day. */
export function zonedToInstant(zone: string, year: number, month: number, day: number, minuteOfDay: number) {
  const asUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const guess = asUtc - zoneOffsetMinutes(zone, asUtc) * MINUTE;
  return asUtc - zoneOffsetMinutes(zone, guess) * MINUTE;
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/** ISO 8601 with the zone's offset, e.g. 2026-03-02T10:30:00+01:00. */
export function isoInZone(instant: number, zone: string = DOCTOR_ZONE): string {
  const offset = zoneOffsetMinutes(zone, instant);
  const local = new Date(instant + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** `YYYY-MM-DD` of the instant in the zone. */
export function dateInZone(instant: number, zone: string = DOCTOR_ZONE): string {
  const { year, month, day } = localParts(zone, instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}
