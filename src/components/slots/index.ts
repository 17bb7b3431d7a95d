export { SlotPicker, HOME_ZONE, type SlotPickerProps } from './SlotPicker';
export { groupFreeSlotsByDay, dayKeyInZone, sameInstant, type SlotDay } from './slotDays';
