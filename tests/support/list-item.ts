import type { ListItem } from '../../src/shared/catalogue/types';

/** A list card's item for client tests: a 720×960 picture of column 1 in the women's channel; `overrides` for what the test is about. */
export const listItem = (id: number, overrides: Partial<ListItem> = {}): ListItem => ({
  id,
  channel: 20850,
  column: 1,
  subcolumn: null,
  type: 3,
  title: `款式 ${id}`,
  cover: `/media/c${id}`,
  cover_thumb: `/media/c${id}/thumb`,
  width: 720,
  height: 960,
  publish_time: 1_768_000_000,
  publish_date: '2026/01/10',
  pv: 10,
  tag_base: {},
  tag_base_array: [],
  tag_base_pattern: [],
  temp_type: 0,
  colours: [],
  is_vip: false,
  locked: false,
  brand: null,
  ...overrides,
});
