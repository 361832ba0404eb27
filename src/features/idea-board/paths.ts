/** Paths of the idea boards (spec §2 /cloudThink/:id?), shared with my works and the add-to-board menu. */
export { BOARDS_HREF, boardHref } from '../../shared/catalogue/links';
