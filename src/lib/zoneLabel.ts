/** A zone as the page's language names it: its name when the locale's data has one, and its offset then. */
export interface ZoneLabel {
  /** 'Eastern Time', 'hora oriental'; absent for a zone the locale has no name for (UTC, Etc/GMT+3). */
  name?: string;
  /** 'GMT-5', 'GMT+5:30', 'GMT+0': the offset at the instant given (summer time moves it). */
  offset: string;
}

type ZoneNameStyle = 'longGeneric' | 'long' | 'shortOffset';

// Without a name of its own a zone's "name" is an offset again ('GMT-03:00', 'GMT+00:00').
const OFFSET_ONLY = /^(GMT|UTC)([+\-\u2212]|$)/;

function zonePart(locale: string, zone: string, at: Date, style: ZoneNameStyle): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    // An unknown zone, or an engine without this style.
    return undefined;
  }
}

/**
 * The localized name and offset of an IANA zone at an instant, from the engine's own locale data
 * (`Intl.DateTimeFormat`'s `timeZoneName`); null when the engine cannot name it (then show the IANA id).
 * The generic name first ('Eastern Time' all year), the specific one ('Coordinated Universal Time') when
 * the locale has no generic one.
 */
export function zoneLabel(locale: string, zone: string, at: Date): ZoneLabel | null {
  if (Number.isNaN(at.getTime())) return null;
  const offset = zonePart(locale, zone, at, 'shortOffset');
  if (!offset) return null;
  const name = (['longGeneric', 'long'] as const)
    .map((style) => zonePart(locale, zone, at, style))
    .find((candidate) => candidate && !OFFSET_ONLY.test(candidate));
  return name ? { name, offset } : { offset };
}
