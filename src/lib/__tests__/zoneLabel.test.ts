import { zoneLabel } from '../zoneLabel';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('zoneLabel', () => {
  it('names a zone outside Spain in the page’s language, with its offset at the instant', () => {
    expect(zoneLabel('es', 'America/New_York', WINTER)).toEqual({ name: 'hora oriental', offset: 'GMT-5' });
    expect(zoneLabel('es', 'America/New_York', SUMMER)).toEqual({ name: 'hora oriental', offset: 'GMT-4' });
    expect(zoneLabel('en', 'America/New_York', WINTER)).toEqual({ name: 'Eastern Time', offset: 'GMT-5' });
    expect(zoneLabel('en', 'Asia/Kolkata', SUMMER)).toEqual({
      name: 'India Standard Time',
      offset: 'GMT+5:30',
    });
    expect(zoneLabel('es', 'Europe/London', SUMMER)).toEqual({
      name: 'hora de Reino Unido',
      offset: 'GMT+1',
    });
  });

  it('takes the specific name when the locale has no generic one, and the offset alone when it has none', () => {
    expect(zoneLabel('en', 'UTC', WINTER)).toEqual({ name: 'Coordinated Universal Time', offset: 'GMT+0' });
    expect(zoneLabel('es', 'Etc/GMT+3', WINTER)).toEqual({ offset: 'GMT-3' });
  });

  it('gives nothing for a zone the engine does not know or an invalid instant (the caller shows the id)', () => {
    expect(zoneLabel('es', 'Mars/Olympus_Mons', WINTER)).toBeNull();
    expect(zoneLabel('en', 'America/New_York', new Date('not a date'))).toBeNull();
  });
});
