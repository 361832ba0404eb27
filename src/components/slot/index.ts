export { SlotList, type Slot } from './SlotList';
