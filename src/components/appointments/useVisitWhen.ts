import { defineMessage, useIntl } from 'react-intl';
import type { Appointment } from '../../api/shared/appointments';
import { useZoneName } from '../ZonedDateTime';

/** In the `money` and `appointments` route catalogs (src/config/routeCatalogs.ts): /renew and a visit's details. */
export const visitWhenMessages = {
  booked: defineMessage<{ dateTime: string; zone: string }>({
    id: 'visitWhen.booked',
    defaultMessage: '{dateTime} ({zone})',
  }),
  emergency: defineMessage<{ date: string }>({
    id: 'visitWhen.emergency',
    defaultMessage: 'emergency visit of {date}',
  }),
};

type Visit = Pick<Appointment, 'start_at' | 'time_zone' | 'created_at'>;

/**
 * When a visit is or was, as text inside a sentence or a list: its day and time with the zone; an emergency,
 * which has no time of its own, as 'emergency visit' with the day the patient asked for it.
 */
export function useVisitWhen(): (visit: Visit) => string {
  const intl = useIntl();
  const zoneName = useZoneName();
  return (visit) =>
    visit.start_at
      ? intl.formatMessage(visitWhenMessages.booked, {
          dateTime: intl.formatDate(visit.start_at, {
            timeZone: visit.time_zone,
            dateStyle: 'full',
            timeStyle: 'short',
          }),
          zone: zoneName(visit.time_zone, visit.start_at),
        })
      : intl.formatMessage(visitWhenMessages.emergency, {
          date: intl.formatDate(visit.created_at, { timeZone: visit.time_zone, dateStyle: 'full' }),
        });
}
