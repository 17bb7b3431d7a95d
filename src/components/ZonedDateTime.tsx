import { defineMessage, defineMessages, useIntl } from 'react-intl';

const zoneNames = defineMessages({
  'Europe/Madrid': { id: 'timeZone.europeMadrid', defaultMessage: 'peninsular time' },
  'Atlantic/Canary': { id: 'timeZone.atlanticCanary', defaultMessage: 'Canary Islands time' },
});

const withZone = defineMessage<{ time: string; zone: string }>({
  id: 'timeZone.withZone',
  defaultMessage: '{time} ({zone})',
});

/** A friendly name for Spain's two zones (DESIGN: every time carries its zone); the IANA id otherwise. */
export function useZoneName(): (zone: string) => string {
  const intl = useIntl();
  return (zone) => (zone in zoneNames ? intl.formatMessage(zoneNames[zone as keyof typeof zoneNames]) : zone);
}

interface ZonedDateTimeProps {
  /** ISO date-time. */
  value: string;
  zone: string;
  /** What to show: the date and time, or only the time. */
  show?: 'dateTime' | 'time';
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
      zone: zoneName(zone),
    });
}

/** A date-time in a given zone, labelled with that zone: "martes, 3 de junio, 10:30 (hora peninsular)". */
export function ZonedDateTime({ value, zone, show = 'dateTime' }: ZonedDateTimeProps) {
  const intl = useIntl();
  const zoneName = useZoneName();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const time = intl.formatDate(date, {
    timeZone: zone,
    ...(show === 'time'
      ? { hour: 'numeric', minute: '2-digit' }
      : { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }),
  });
  return <time dateTime={value}>{intl.formatMessage(withZone, { time, zone: zoneName(zone) })}</time>;
}
