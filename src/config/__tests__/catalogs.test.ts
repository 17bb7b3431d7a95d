import en from '../../../i18n/compiled/en.json';
import bookingEn from '../../../i18n/compiled/booking.en.json';
import { routeCatalogOf } from '../catalogs';

describe('route catalogs', () => {
  it('give the booking flow’s ids to its own catalog and leave every other id in the locale’s', () => {
    expect(routeCatalogOf('booking.time.title')).toBe('booking');
    expect(routeCatalogOf('preOrder.title')).toBe('booking');
    expect(routeCatalogOf('slotPicker.days')).toBeUndefined();
    expect(routeCatalogOf('bookingish.other')).toBeUndefined();
  });

  it('are split out of the compiled locale catalog (npm run i18n:compile)', () => {
    expect(Object.keys(bookingEn).length).toBeGreaterThan(50);
    expect(Object.keys(bookingEn).every((id) => routeCatalogOf(id) === 'booking')).toBe(true);
    expect(Object.keys(en).some((id) => routeCatalogOf(id) !== undefined)).toBe(false);
    expect(en).toHaveProperty(['slotPicker.days']);
  });
});
