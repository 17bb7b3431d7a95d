import { bookingPath, bookingSearch, parseBookingParams, withChoice } from '../bookingParams';
import { stepOf } from '../useBookingFlow';

const parse = (query: string) => parseBookingParams(new URLSearchParams(query));

describe('the booking URL', () => {
  it('reads only what a provider would accept, under the provider’s names', () => {
    expect(
      parse(
        'specialityId=3&symptomId=12&doctorId=21&appointmentType=booked&date=2026-12-01T10%3A30%3A00%2B01%3A00&x=1',
      ),
    ).toEqual({
      specialityId: 3,
      symptomId: 12,
      doctorId: 21,
      appointmentType: 'booked',
      date: '2026-12-01T10:30:00+01:00',
    });
    expect(parse('specialityId=-1&doctorId=abc&appointmentType=later&date=tomorrow')).toEqual({});
  });

  it('writes one URL per choice, in a fixed order', () => {
    expect(bookingPath({ doctorId: 21, specialityId: 3, appointmentType: 'emergency' })).toBe(
      '/doctor_pre_order?specialityId=3&doctorId=21&appointmentType=emergency',
    );
    expect(bookingSearch({})).toBe('');
  });

  it('forgets what was chosen after a choice that changes', () => {
    const chosen = {
      specialityId: 3,
      doctorId: 21,
      appointmentType: 'booked' as const,
      date: '2026-12-01T10:30:00Z',
    };
    expect(withChoice(chosen, { doctorId: 22 })).toEqual({
      specialityId: 3,
      doctorId: 22,
      appointmentType: 'booked',
    });
    expect(withChoice(chosen, { date: undefined })).toEqual({
      specialityId: 3,
      doctorId: 21,
      appointmentType: 'booked',
    });
    expect(withChoice({ ...chosen, preOrder: 5 }, { preOrder: undefined })).toEqual(chosen);
  });

  it('stands for one step', () => {
    expect(stepOf({})).toBe('reason');
    expect(stepOf({ appointmentType: 'emergency' })).toBe('reason');
    expect(stepOf({ specialityId: 3 })).toBe('doctors');
    expect(stepOf({ wizardResponseId: 77 })).toBe('doctors');
    expect(stepOf({ specialityId: 3, appointmentType: 'emergency' })).toBe('emergency');
    expect(stepOf({ specialityId: 3, appointmentType: 'booked', date: '2026-12-01' })).toBe('deeplink');
    expect(stepOf({ specialityId: 3, doctorId: 21 })).toBe('time');
    expect(stepOf({ specialityId: 3, doctorId: 21, date: '2026-12-01T10:30:00Z' })).toBe('confirm');
    expect(stepOf({ specialityId: 3, doctorId: 21, appointmentType: 'emergency' })).toBe('confirm');
    expect(stepOf({ specialityId: 3, doctorId: 21, date: '2026-12-01T10:30:00Z', preOrder: 5 })).toBe('held');
  });
});
