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

  it('keeps the wizard’s open question and answers so far, so a reload comes back to them', () => {
    expect(parse('wizardQuestion=2&wizardAnswers=5-6')).toEqual({ wizardQuestion: 2, wizardAnswers: [5, 6] });
    expect(parse('wizardQuestion=0&wizardAnswers=5-x')).toEqual({});
    expect(bookingSearch({ wizardQuestion: 2, wizardAnswers: [5, 6] })).toBe(
      '?wizardQuestion=2&wizardAnswers=5-6',
    );
    expect(bookingSearch({ wizardQuestion: 1, wizardAnswers: [] })).toBe('?wizardQuestion=1');
    // The wizard's response (or a speciality chosen instead) is the end of the wizard.
    expect(
      withChoice(
        { wizardQuestion: 2, wizardAnswers: [5, 6] },
        { wizardResponseId: 77, specialityId: 3, symptomId: undefined },
      ),
    ).toEqual({ wizardResponseId: 77, specialityId: 3 });
    expect(withChoice({ wizardQuestion: 2, wizardAnswers: [5] }, { specialityId: 4 })).toEqual({
      specialityId: 4,
    });
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
    expect(stepOf({ wizardQuestion: 2, wizardAnswers: [5] })).toBe('wizard');
    expect(stepOf({ specialityId: 3 })).toBe('doctors');
    expect(stepOf({ wizardResponseId: 77 })).toBe('doctors');
    expect(stepOf({ specialityId: 3, appointmentType: 'emergency' })).toBe('emergency');
    expect(stepOf({ specialityId: 3, appointmentType: 'booked', date: '2026-12-01' })).toBe('deeplink');
    expect(stepOf({ specialityId: 3, doctorId: 21 })).toBe('time');
    // A deeplink's day, once its doctor is known, opens that doctor's calendar on the day: no time chosen yet.
    expect(stepOf({ specialityId: 3, doctorId: 21, appointmentType: 'booked', date: '2026-12-01' })).toBe(
      'time',
    );
    expect(stepOf({ specialityId: 3, doctorId: 21, date: '2026-12-01T10:30:00Z' })).toBe('confirm');
    expect(stepOf({ specialityId: 3, doctorId: 21, appointmentType: 'emergency' })).toBe('confirm');
    expect(stepOf({ specialityId: 3, doctorId: 21, date: '2026-12-01T10:30:00Z', preOrder: 5 })).toBe('held');
  });
});
