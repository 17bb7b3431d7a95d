import { calendarFile } from '../calendar';

const event = {
  appointmentId: 7001,
  startAt: '2026-12-01T10:30:00+01:00',
  endAt: '2026-12-01T11:00:00+01:00',
  title: 'Videoconsulta con Dra. Lucía Romero',
  description: 'Videoconsulta el martes, 1 de diciembre, 10:30 (hora peninsular).',
  url: 'https://app.example/appointments-detail?id=7001',
};

/** RFC 5545 folds long lines at 75 octets with CRLF + space. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('calendarFile', () => {
  it('writes the consultation at its instant, in UTC, with an end, a stable uid and the link', async () => {
    const ics = unfold(await calendarFile(event));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261201T093000Z');
    expect(ics).toContain('DTEND:20261201T100000Z');
    expect(ics).toContain('UID:appointment-7001@telehealth.example');
    expect(ics).toContain('SUMMARY:Videoconsulta con Dra. Lucía Romero');
    expect(ics).toContain('(hora peninsular)');
    expect(ics).toContain('URL:https://app.example/appointments-detail?id=7001');
  });

  it('keeps a Canary Islands time at its own instant (an hour behind Madrid)', async () => {
    const ics = unfold(
      await calendarFile({
        ...event,
        startAt: '2026-07-01T10:30:00+01:00',
        endAt: '2026-07-01T11:30:00+01:00',
      }),
    );
    expect(ics).toContain('DTSTART:20260701T093000Z');
    expect(ics).toContain('DTEND:20260701T103000Z');
  });

  it('gives a 30-minute event when the end is missing or not after the start', async () => {
    const ics = unfold(await calendarFile({ ...event, endAt: event.startAt }));
    expect(ics).toContain('DTEND:20261201T100000Z');
  });
});
