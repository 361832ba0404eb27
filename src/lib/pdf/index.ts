export type * from './types';
export { mm, pageSizeMm, PT_PER_MM } from './units';
