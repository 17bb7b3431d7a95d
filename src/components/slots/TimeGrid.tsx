import Box from '@mui/material/Box';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Timeslot } from '../../api/shared/doctors';
import { useZoneName } from '../ZonedDateTime';
import { slotPickerMessages } from './messages';
import { sameInstant } from './slotDays';

/** Times per row: four fit a 360 px screen and keep Up/Down predictable at every width. */
export const TIME_COLUMNS = 4;

interface TimeGridProps {
  id: string;
  labelledBy: string;
  slots: Timeslot[];
  zone: string;
  selected: string | null;
  onSelect: (slot: Timeslot) => void;
}

const chunk = <T,>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, row) =>
    items.slice(row * size, row * size + size),
  );

/**
 * One day's times as an ARIA grid with a roving tabindex: one Tab stop; arrows move by one time or one row,
 * Home/End to the row's ends, Ctrl+Home/End to the first and last time; Enter or Space chooses.
 */
export function TimeGrid({ id, labelledBy, slots, zone, selected, onSelect }: TimeGridProps) {
  const intl = useIntl();
  const zoneName = useZoneName();
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = slots.findIndex((slot) => sameInstant(slot.start, selected));
  const [focusIndex, setFocusIndex] = useState(Math.max(0, selectedIndex));
  const current = Math.min(focusIndex, slots.length - 1);

  const focusCell = (index: number) => {
    setFocusIndex(index);
    cells.current[index]?.focus();
  };

  const move = (event: KeyboardEvent) => {
    const last = slots.length - 1;
    const rowStart = current - (current % TIME_COLUMNS);
    const targets: Record<string, number> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowDown: current + TIME_COLUMNS <= last ? current + TIME_COLUMNS : current,
      ArrowUp: current - TIME_COLUMNS >= 0 ? current - TIME_COLUMNS : current,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? last : Math.min(last, rowStart + TIME_COLUMNS - 1),
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusCell(target);
  };

  const label = (slot: Timeslot) =>
    intl.formatMessage(slotPickerMessages.slotName, {
      date: intl.formatDate(slot.start, {
        timeZone: zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: intl.formatTime(slot.start, { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
      zone: zoneName(zone, slot.start),
    });

  return (
    <Box
      role="grid"
      id={id}
      aria-labelledby={labelledBy}
      onKeyDown={move}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 0.5 }}
    >
      {chunk(slots, TIME_COLUMNS).map((row, rowIndex) => (
        <Box
          role="row"
          key={row[0]!.start}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${TIME_COLUMNS}, minmax(0, 1fr))`, gap: 1 }}
        >
          {row.map((slot, column) => {
            const index = rowIndex * TIME_COLUMNS + column;
            const isSelected = index === selectedIndex;
            return (
              <Box role="gridcell" key={slot.start} aria-selected={isSelected}>
                <Box
                  component="button"
                  type="button"
                  aria-label={label(slot)}
                  aria-pressed={isSelected}
                  tabIndex={index === current ? 0 : -1}
                  ref={(element: HTMLButtonElement | null) => {
                    cells.current[index] = element;
                  }}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => onSelect(slot)}
                  sx={{
                    width: '100%',
                    minHeight: 44,
                    font: 'inherit',
                    fontWeight: 600,
                    fontSize: '0.95rem',
                    whiteSpace: 'nowrap',
                    px: 0.5,
                    cursor: 'pointer',
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'primary.main',
                    bgcolor: isSelected ? 'primary.main' : 'background.paper',
                    color: isSelected ? 'primary.contrastText' : 'primary.dark',
                    '&:hover': { bgcolor: isSelected ? 'primary.dark' : 'action.hover' },
                    '&:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'primary.dark',
                      outlineOffset: 2,
                    },
                  }}
                >
                  {intl.formatTime(slot.start, { timeZone: zone, hour: 'numeric', minute: '2-digit' })}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
