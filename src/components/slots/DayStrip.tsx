import Box from '@mui/material/Box';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LINE_SPACE } from '../lineSpace';
import { slotPickerMessages } from './messages';
import type { SlotDay } from './slotDays';

interface DayStripProps {
  idPrefix: string;
  days: SlotDay[];
  zone: string;
  activeKey: string;
  onChange: (key: string) => void;
}

/** The days that have free times, as tabs (arrow keys, Home/End move and show that day's times). */
export function DayStrip({ idPrefix, days, zone, activeKey, onChange }: DayStripProps) {
  const intl = useIntl();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    days.findIndex((day) => day.key === activeKey),
  );

  const openedOn = useRef(activeIndex);
  useEffect(() => {
    // Opened on a later day (a link's day): bring it into the strip's view (scrollIntoView: not in jsdom).
    if (openedOn.current > 0)
      tabs.current[openedOn.current]?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, []);

  const move = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, activeIndex + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, activeIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(days[next]!.key);
    tabs.current[next]?.focus();
  };

  const part = (iso: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(iso, { timeZone: zone, ...options });

  return (
    <Box
      role="tablist"
      aria-label={intl.formatMessage(slotPickerMessages.days)}
      onKeyDown={move}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 1,
        scrollSnapType: 'x proximity',
        // Room for the focus ring, which overflow would clip.
        px: 0.5,
        pt: 0.5,
      }}
    >
      {days.map((day, index) => {
        const first = day.slots[0]!.start;
        const selected = index === activeIndex;
        const shown = [
          part(first, { weekday: 'short' }),
          part(first, { day: 'numeric' }),
          part(first, { month: 'short' }),
        ] as const;
        return (
          <Box
            key={day.key}
            component="button"
            type="button"
            role="tab"
            id={`${idPrefix}-day-${day.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-times`}
            aria-label={intl.formatMessage(slotPickerMessages.dayName, {
              date: shown.join(' '),
              count: day.slots.length,
            })}
            tabIndex={selected ? 0 : -1}
            ref={(element: HTMLButtonElement | null) => {
              tabs.current[index] = element;
            }}
            onClick={() => onChange(day.key)}
            sx={{
              flex: '0 0 auto',
              minWidth: 64,
              px: 1,
              py: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.25,
              font: 'inherit',
              cursor: 'pointer',
              scrollSnapAlign: 'start',
              borderRadius: 2,
              border: 1,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'primary.main' : 'background.paper',
              color: selected ? 'primary.contrastText' : 'text.primary',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            <Box component="span" aria-hidden="true" sx={{ fontSize: '0.8rem', textTransform: 'capitalize' }}>
              {shown[0]}
            </Box>
            {LINE_SPACE}
            <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {shown[1]}
            </Box>
            {LINE_SPACE}
            <Box component="span" aria-hidden="true" sx={{ fontSize: '0.8rem' }}>
              {shown[2]}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
