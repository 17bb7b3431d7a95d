import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { zoneLabel } from '../lib/zoneLabel';

const zoneNames = defineMessages({
  'Europe/Madrid': { id: 'timeZone.europeMadrid', defaultMessage: 'peninsular time' },
  'Atlantic/Canary': { id: 'timeZone.atlanticCanary', defaultMessage: 'Canary Islands time' },
});

const withZone = defineMessage<{ time: string; zone: string }>({
  id: 'timeZone.withZone',
  defaultMessage: '{time} ({zone})',
});

const namedZone = defineMessage<{ name: string; offset: string }>({
  id: 'timeZone.named',
  defaultMessage: '{name}, {offset}',
});

/**
 * A zone's name in the page's language (DESIGN: every time carries its zone): Spain's two by our own words,
 * any other by the locale's name for it with its offset at `at` ('Eastern Time, GMT-4' in summer), the IANA
 * id only when the engine cannot name it.
 */
export function useZoneName(): (zone: string, at?: string | number | Date) => string {
  const intl = useIntl();
  return (zone, at = Date.now()) => {
    if (zone in zoneNames) return intl.formatMessage(zoneNames[zone as keyof typeof zoneNames]);
    const label = zoneLabel(intl.locale, zone, new Date(at));
    if (!label) return zone;
    return label.name
      ? intl.formatMessage(namedZone, { name: label.name, offset: label.offset })
      : label.offset;
  };
}

interface ZonedDateTimeProps {
  /** ISO date-time. */
  value: string;
  zone: string;
  /** What to show: the date and time, or only the time. */
  show?: Show;
}

type Show = 'dateTime' | 'time';

/** The text of a date-time in a zone with the zone's name, for messages that embed it; '' when invalid. */
export function useFormatZonedDateTime(): (value: string, zone: string, show?: Show) => string {
  const intl = useIntl();
  const zoneName = useZoneName();
  return (value, zone, show = 'dateTime') => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    const time = intl.formatDate(date, {
      timeZone: zone,
      ...(show === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }),
    });
    return intl.formatMessage(withZone, { time, zone: zoneName(zone, date) });
  };
}

/** The text ZonedDateTime shows, for places that need a string (inside a sentence). */
export function useFormatZoned(): (value: string, zone: string, show?: 'dateTime' | 'time') => string {
  const intl = useIntl();
  const zoneName = useZoneName();
  return (value, zone, show = 'dateTime') =>
    intl.formatMessage(withZone, {
      time: intl.formatDate(new Date(value), {
        timeZone: zone,
        ...(show === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }),
      }),
      zone: zoneName(zone, value),
    });
}

/** A date-time in a given zone, labelled with that zone: "martes, 3 de junio, 10:30 (hora peninsular)". */
export function ZonedDateTime({ value, zone, show = 'dateTime' }: ZonedDateTimeProps) {
  const text = useFormatZonedDateTime()(value, zone, show);
  return text ? <time dateTime={value}>{text}</time> : null;
}
