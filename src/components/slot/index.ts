export { preloadSlots, SlotList, type Slot } from './SlotList';
