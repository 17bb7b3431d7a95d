/** What the calendar file says about a booked consultation. */
export interface CalendarEvent {
  appointmentId: number;
  /** ISO instants with offsets: the calendar shows them in the reader's own zone. */
  startAt: string;
  endAt: string;
  title: string;
  description: string;
  /** The appointment's page. */
  url: string;
}

/**
 * An iCalendar (.ics) file for the consultation, made with the `ics` package, loaded only when the patient asks
 * for the file. Times are written in UTC (`DTSTART:20261201T093000Z`): one instant that every calendar shows in
 * its own zone, so a patient in the Canaries and one in Madrid both see their local time. The description
 * repeats the time with its zone as the app shows it.
 */
export async function calendarFile(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import('ics');
  const start = Date.parse(event.startAt);
  const end = Date.parse(event.endAt);
  const { error, value } = createEvent({
    uid: `appointment-${event.appointmentId}@telehealth.example`,
    productId: 'telehealth/web',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end > start ? end : start + 30 * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    url: event.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}
