export { SlotPicker, type SlotPickerProps } from './SlotPicker';
export { groupFreeSlotsByDay, dayKeyInZone, sameInstant, type SlotDay } from './slotDays';
