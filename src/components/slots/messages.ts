import { defineMessage, defineMessages } from 'react-intl';

export const slotPickerMessages = {
  ...defineMessages({
    days: { id: 'slotPicker.days', defaultMessage: 'Day' },
  }),
  zoneNote: defineMessage<{ zone: string }>({
    id: 'slotPicker.zoneNote',
    defaultMessage: 'Times shown in {zone}',
  }),
  /** `date` is the day as the tab shows it ('Tue 2 Jun'): names start with the visible text (WCAG 2.5.3). */
  dayName: defineMessage<{ date: string; count: number }>({
    id: 'slotPicker.dayName',
    defaultMessage: '{date}: {count, plural, one {# free time} other {# free times}}',
  }),
  times: defineMessage<{ date: string }>({
    id: 'slotPicker.times',
    defaultMessage: 'Free times on {date}',
  }),
  slotName: defineMessage<{ date: string; time: string; zone: string }>({
    id: 'slotPicker.slotName',
    defaultMessage: '{time}, {date} ({zone})',
  }),
};
