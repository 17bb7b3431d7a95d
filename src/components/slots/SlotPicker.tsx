import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Timeslot } from '../../api/shared/doctors';
import { useZoneName } from '../ZonedDateTime';
import { DayStrip } from './DayStrip';
import { slotPickerMessages } from './messages';
import { dayKeyInZone, groupFreeSlotsByDay } from './slotDays';
import { TimeGrid } from './TimeGrid';

export interface SlotPickerProps {
  /** The provider's timeslots; taken and past ones are left out. */
  slots: Timeslot[];
  /** The patient's IANA zone: every date and time is shown in it. */
  zone: string;
  /** The chosen slot's start (ISO 8601), or null. */
  selected: string | null;
  onSelect: (slot: Timeslot) => void;
  /** Shown instead of the picker when no slot is free. */
  empty?: ReactNode;
  /** The instant before which slots are past (tests; default now). */
  now?: number;
  /**
   * A day to open on (`YYYY-MM-DD`, e.g. a link's day) when no slot is selected: that day, or else the first
   * later day with free times (the last one when none is later).
   */
  initialDay?: string;
  /** What to say when `initialDay` had no free time: both days named in the page's language. */
  initialDayNote?: (days: { date: string; shown: string }) => ReactNode;
}

/** A bare day, named in the page's language ("Tuesday, December 1"). */
const bareDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date, 12);
};
const DAY_NAME = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/**
 * A day strip and the chosen day's free times, in the patient's zone, stated once above them whichever it is
 * (DESIGN §9). Knows nothing of what is being booked: callers fetch the slots, show loading and errors, and act on
 * `onSelect`.
 */
export function SlotPicker({
  slots,
  zone,
  selected,
  onSelect,
  empty = null,
  now,
  initialDay,
  initialDayNote,
}: SlotPickerProps) {
  const intl = useIntl();
  const zoneName = useZoneName();
  const idPrefix = useId().replace(/:/g, '');
  const days = groupFreeSlotsByDay(slots, zone, { now });
  const [chosenDay, setChosenDay] = useState<string | null>(() =>
    selected ? dayKeyInZone(selected, zone) : null,
  );
  const linkedDay =
    initialDay && !selected
      ? (days.find((day) => day.key >= initialDay) ?? days[days.length - 1])
      : undefined;
  const activeDay = days.find((day) => day.key === chosenDay) ?? linkedDay ?? days[0];
  if (!activeDay) return <>{empty}</>;
  const linkedDayNotFree = !!initialDay && activeDay === linkedDay && linkedDay.key !== initialDay;

  const titleId = `${idPrefix}-times-title`;
  return (
    // minWidth 0: inside a grid or flex parent the day strip scrolls instead of widening the page.
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {intl.formatMessage(slotPickerMessages.zoneNote, { zone: zoneName(zone, activeDay.slots[0]!.start) })}
      </Typography>
      {linkedDayNotFree && initialDayNote && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {initialDayNote({
            date: intl.formatDate(bareDay(initialDay), { timeZone: 'UTC', ...DAY_NAME }),
            shown: intl.formatDate(activeDay.slots[0]!.start, { timeZone: zone, ...DAY_NAME }),
          })}
        </Alert>
      )}
      <DayStrip
        idPrefix={idPrefix}
        days={days}
        zone={zone}
        activeKey={activeDay.key}
        onChange={setChosenDay}
      />
      <Box
        role="tabpanel"
        id={`${idPrefix}-times`}
        aria-labelledby={`${idPrefix}-day-${activeDay.key}`}
        sx={{ mt: 2 }}
      >
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {intl.formatMessage(slotPickerMessages.times, {
            date: intl.formatDate(activeDay.slots[0]!.start, { timeZone: zone, ...DAY_NAME }),
          })}
        </Typography>
        <TimeGrid
          key={activeDay.key}
          id={`${idPrefix}-grid`}
          labelledBy={titleId}
          slots={activeDay.slots}
          zone={zone}
          selected={selected}
          onSelect={onSelect}
        />
      </Box>
    </Box>
  );
}
