import { defineMessage, defineMessages } from 'react-intl';

export const slotPickerMessages = {
  ...defineMessages({
    days: { id: 'slotPicker.days', defaultMessage: 'Day' },
  }),
  zoneNote: defineMessage<{ zone: string }>({
    id: 'slotPicker.zoneNote',
    defaultMessage: 'Times shown in {zone}',
  }),
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
    defaultMessage: '{date}, {time} ({zone})',
  }),
};
