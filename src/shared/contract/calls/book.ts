import { z } from 'zod';
import { defineCall } from '../define';
import type { Picture } from '../../catalogue/types';

/** One page of a trend book: its picture (display copy and thumbnail) and 1-based number. */
export interface BookPage extends Picture {
  page: number;
}

/**
 * A trend book for one viewer. A book the viewer may not open (item access) answers as a locked
 * card: title, cover thumbnail and page count, never a page.
 */
export interface BookPages {
  id: number;
  title: string;
  cover: string;
  locked: boolean;
  total: number;
  pages: BookPage[];
}

/** Where the member is in a book on the server's copy; page 0 when never opened there. */
export interface ReadPosition {
  id: number;
  page: number;
  /** Device clock (ms) of the turn that set it; 0 when none. */
  read_at: number;
}

const itemId = z.coerce.number().int().positive().max(2_147_483_647);

export const bookCalls = {
  /** The pages of a trend book, in order (issue #17). */
  'oct/Book/getBookPages': defineCall<BookPages>()({
    module: 'oct',
    controller: 'Book',
    func: 'getBookPages',
    params: z.strictObject({ id: itemId }),
    access: 'public',
    kind: 'read',
    itemData: true,
  }),
  /** The member's reading position in a book, as the server last heard it. */
  'oct/Book/getReadPosition': defineCall<ReadPosition>()({
    module: 'oct',
    controller: 'Book',
    func: 'getReadPosition',
    params: z.strictObject({ id: itemId }),
    access: 'login',
    kind: 'read',
  }),
  /**
   * Saves the member's reading position. `read_at` is when the page was turned on the device:
   * a save that arrives late (sent after being offline) never overwrites a newer position.
   */
  'oct/Book/saveReadPosition': defineCall<ReadPosition>()({
    module: 'oct',
    controller: 'Book',
    func: 'saveReadPosition',
    params: z.strictObject({
      id: itemId,
      page: z.coerce.number().int().positive().max(10_000),
      read_at: z.coerce.number().int().positive().max(8_640_000_000_000_000),
    }),
    access: 'login',
    kind: 'write',
  }),
};
