/** Paths of the idea boards (spec §2 /cloudThink/:id?). */
export const BOARDS_HREF = '/cloudThink';
export const boardHref = (docId: string) => `${BOARDS_HREF}/${encodeURIComponent(docId)}`;
