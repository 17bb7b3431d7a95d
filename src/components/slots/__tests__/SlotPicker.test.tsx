import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Timeslot } from '../../../api/shared/doctors';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SlotPicker } from '../SlotPicker';

const NOW = Date.parse('2026-01-01T00:00:00Z');

/** A free 30-minute slot starting at `start` (an ISO instant in any offset). */
const slot = (start: string, is_available = true): Timeslot => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  is_available,
});

function Picker({
  slots,
  zone,
  initial = null,
  initialDay,
}: {
  slots: Timeslot[];
  zone: string;
  initial?: string | null;
  initialDay?: string;
}) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <SlotPicker
      slots={slots}
      zone={zone}
      selected={selected}
      onSelect={(chosen) => setSelected(chosen.start)}
      empty={<p>nothing free</p>}
      now={NOW}
      initialDay={initialDay}
      initialDayNote={({ date, shown }) => `Nothing on ${date}; ${shown} shown`}
    />
  );
}

const renderPicker = (slots: Timeslot[], zone: string, locale: 'es' | 'en' = 'en', initial?: string) =>
  renderWithProviders(<Picker slots={slots} zone={zone} initial={initial} />, { locale });

const days = () => within(screen.getByRole('tablist')).getAllByRole('tab');
const times = () => within(screen.getByRole('grid')).getAllByRole('button');
const names = (elements: HTMLElement[]) => elements.map((element) => element.getAttribute('aria-label'));

describe('SlotPicker', () => {
  it('keeps a doctor’s 10:00 at 10:00 across the March change (last Sunday of March) in Madrid', async () => {
    renderPicker(
      [
        slot('2026-03-28T09:00:00Z'), // Saturday 10:00 CET (+01:00)
        slot('2026-03-29T00:30:00Z'), // Sunday 01:30 CET, just before the clocks go forward
        slot('2026-03-29T01:30:00Z'), // Sunday 03:30 CEST (+02:00): 02:00–03:00 does not exist
        slot('2026-03-30T08:00:00Z'), // Monday 10:00 CEST
      ],
      'Europe/Madrid',
    );
    expect(names(days())).toEqual([
      'Sat 28 Mar: 1 free time',
      'Sun 29 Mar: 2 free times',
      'Mon 30 Mar: 1 free time',
    ]);
    expect(names(times())).toEqual(['10:00 AM, Saturday, March 28, 2026 (peninsular time)']);
    await userEvent.click(days()[1]!);
    expect(names(times())).toEqual([
      '1:30 AM, Sunday, March 29, 2026 (peninsular time)',
      '3:30 AM, Sunday, March 29, 2026 (peninsular time)',
    ]);
    await userEvent.click(days()[2]!);
    expect(names(times())).toEqual(['10:00 AM, Monday, March 30, 2026 (peninsular time)']);
    // Every zone is stated once above the times, peninsular time too (DESIGN §9).
    expect(screen.getAllByText('Times shown in peninsular time')).toHaveLength(1);
  });

  it('keeps 10:00 at 10:00 across the October change (last Sunday of October), in Spanish', async () => {
    renderPicker(
      [
        slot('2026-10-24T08:00:00Z'), // Saturday 10:00 CEST
        slot('2026-10-25T09:00:00+01:00'), // Sunday 09:00 CET, the provider writing the new offset
        slot('2026-10-26T09:00:00Z'), // Monday 10:00 CET
      ],
      'Europe/Madrid',
      'es',
    );
    expect(names(days())).toEqual([
      'sáb 24 oct: 1 hora libre',
      'dom 25 oct: 1 hora libre',
      'lun 26 oct: 1 hora libre',
    ]);
    expect(times()[0]).toHaveTextContent('10:00');
    expect(screen.getByText('Horario: hora peninsular')).toBeVisible();
    await userEvent.click(days()[1]!);
    expect(names(times())).toEqual(['9:00, domingo, 25 de octubre de 2026 (hora peninsular)']);
    await userEvent.click(days()[2]!);
    expect(names(times())).toEqual(['10:00, lunes, 26 de octubre de 2026 (hora peninsular)']);
  });

  it('shows Canary time, labelled, an hour earlier, on the Canary calendar day', async () => {
    renderPicker(
      [
        slot('2026-06-02T08:30:00+02:00'), // 08:30 in Madrid, 07:30 in the Canaries
        slot('2026-06-02T22:30:00Z'), // 00:30 on 3 June in Madrid, but 23:30 on 2 June in the Canaries
        slot('2026-12-01T09:30:00Z'), // winter: 10:30 Madrid, 09:30 Canaries
      ],
      'Atlantic/Canary',
    );
    expect(screen.getByText('Times shown in Canary Islands time')).toBeVisible();
    expect(names(days())).toEqual(['Tue 2 Jun: 2 free times', 'Tue 1 Dec: 1 free time']);
    expect(names(times())).toEqual([
      '7:30 AM, Tuesday, June 2, 2026 (Canary Islands time)',
      '11:30 PM, Tuesday, June 2, 2026 (Canary Islands time)',
    ]);
    await userEvent.click(days()[1]!);
    expect(names(times())).toEqual(['9:30 AM, Tuesday, December 1, 2026 (Canary Islands time)']);
  });

  it('names a zone outside Spain in the page’s language with its offset, not by its IANA id', () => {
    renderPicker([slot('2026-06-02T08:30:00Z')], 'America/New_York', 'es');
    expect(screen.getByText('Horario: hora oriental, GMT-4')).toBeVisible();
    expect(names(times())).toEqual(['4:30, martes, 2 de junio de 2026 (hora oriental, GMT-4)']);
  });

  it('states the offset of the times shown: winter’s in winter (English)', () => {
    renderPicker([slot('2026-12-01T14:30:00Z')], 'America/New_York', 'en');
    expect(screen.getByText('Times shown in Eastern Time, GMT-5')).toBeVisible();
    expect(names(times())).toEqual(['9:30 AM, Tuesday, December 1, 2026 (Eastern Time, GMT-5)']);
  });

  it.each(['es', 'en'] as const)(
    'names every day and time by what it shows first, for voice control (%s)',
    (locale) => {
      renderPicker([slot('2026-06-02T08:30:00Z'), slot('2026-06-03T08:30:00Z')], 'Europe/Madrid', locale);
      for (const control of [...days(), ...times()]) {
        const shown = control.textContent!.replace(/\s+/g, ' ').trim();
        expect(control.getAttribute('aria-label')!.startsWith(shown)).toBe(true);
      }
    },
  );

  it('leaves out taken and past slots, and shows the caller’s empty state when none is left', () => {
    renderPicker([slot('2025-12-31T10:00:00Z'), slot('2026-02-02T10:00:00Z', false)], 'Europe/Madrid');
    expect(screen.getByText('nothing free')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('is one Tab stop per part, moved by arrows, Home and End; Enter chooses', async () => {
    const user = userEvent.setup();
    const day = (hour: number, minute = 0) =>
      slot(`2026-02-02T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+01:00`);
    renderPicker(
      [
        ...[9, 10, 11, 12, 13, 16].map((hour) => day(hour)), // Monday: 6 times, two rows of 4 and 2
        slot('2026-02-03T09:00:00+01:00'), // Tuesday
      ],
      'Europe/Madrid',
    );
    await user.tab();
    expect(days()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(days()[1]).toHaveFocus();
    expect(days()[1]).toHaveAttribute('aria-selected', 'true');
    expect(times()).toHaveLength(1);
    await user.keyboard('{Home}');
    expect(days()[0]).toHaveFocus();
    await user.tab();
    const cells = times();
    expect(cells[0]).toHaveFocus();
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(cells[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Row 2 has only two times: Down from the third stays put rather than leaving the grid.
    expect(cells[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(cells[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cells[4]).toHaveFocus();
    await user.keyboard('{ArrowUp}{End}');
    expect(cells[3]).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cells[5]).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cells[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(times()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(times()[0]).toHaveAttribute('aria-pressed', 'false');
    // Tab leaves the grid; Shift+Tab comes back to the time last focused.
    await user.tab();
    await user.tab({ shift: true });
    expect(times()[1]).toHaveFocus();
  });

  it('opens on the day of the chosen slot', () => {
    renderPicker(
      [slot('2026-02-02T10:00:00+01:00'), slot('2026-02-05T10:00:00+01:00')],
      'Europe/Madrid',
      'en',
      '2026-02-05T09:00:00Z',
    );
    expect(days()[1]).toHaveAttribute('aria-selected', 'true');
    expect(times()[0]).toHaveAttribute('aria-pressed', 'true');
  });

  describe('opened on a link’s day', () => {
    const week = [
      slot('2026-02-02T10:00:00+01:00'), // Monday
      slot('2026-02-04T10:00:00+01:00'), // Wednesday
      slot('2026-02-04T11:00:00+01:00'),
      slot('2026-02-06T10:00:00+01:00'), // Friday
    ];
    const openOn = (initialDay: string, locale: 'es' | 'en' = 'en') =>
      renderWithProviders(<Picker slots={week} zone="Europe/Madrid" initialDay={initialDay} />, { locale });
    const selectedDay = () => days().find((tab) => tab.getAttribute('aria-selected') === 'true');

    it('shows that day’s times when it has free ones, with no note', () => {
      openOn('2026-02-04');
      expect(selectedDay()).toHaveAccessibleName('Wed 4 Feb: 2 free times');
      expect(names(times())).toEqual([
        '10:00 AM, Wednesday, February 4, 2026 (peninsular time)',
        '11:00 AM, Wednesday, February 4, 2026 (peninsular time)',
      ]);
      expect(screen.queryByText(/^Nothing on/)).not.toBeInTheDocument();
    });

    it('shows the first later day with free times, and has the caller say so, days named in the language', () => {
      openOn('2026-02-05', 'es');
      expect(selectedDay()).toHaveAccessibleName('vie 6 feb: 1 hora libre');
      expect(screen.getByText('Nothing on jueves, 5 de febrero; viernes, 6 de febrero shown')).toBeVisible();
    });

    it('shows the last day with free times when none is later, and says so', () => {
      openOn('2026-03-20');
      expect(selectedDay()).toHaveAccessibleName('Fri 6 Feb: 1 free time');
      expect(screen.getByText('Nothing on Friday, March 20; Friday, February 6 shown')).toBeVisible();
    });
  });
});
