import type { RecipeDefinition, SystemStyleObject } from '@chakra-ui/react';

/**
 * A Chakra component's styles as one static class: what `<Button variant="ghost" size="sm"
 * borderRadius="full">` and the like resolve to, computed at build time by Chakra's own system
 * (scripts/chakra-globals.ts) instead of on every render (issue #11: each Chakra element costs a
 * style resolution and an emotion serialisation per render).
 */
export interface StaticStyle {
  /**
   * A theme recipe (`key`; a part of a slot recipe with `slot`), or the recipe a Chakra component
   * defines inline (`definition`: Group, InputElement), and the variants the component asks of it
   * (its defaults apply as in Chakra).
   */
  recipe?: { key: string; slot?: string; variants?: Record<string, string> } | { definition: RecipeDefinition; variants?: Record<string, string> };
  /**
   * Style props and `css`, in the order Chakra merges them: the component's own (IconButton's
   * padding, Square's centring) before the caller's.
   */
  css?: SystemStyleObject[];
}

const ghostButton = { key: 'button', variants: { variant: 'ghost', size: 'sm' } };
/** IconButton's own props, before the caller's. */
const iconButton: SystemStyleObject = { px: '0', py: '0', _icon: { fontSize: '1.2em' } };
/** Square's `css` (Circle's base); Circle passes `borderRadius: 9999px` before the caller's props. */
const square: SystemStyleObject = { display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, flexGrow: 0 };
const circle = (props: SystemStyleObject, size: string): SystemStyleObject[] => [square, { borderRadius: '9999px', ...props, boxSize: size }];
const icon = (boxSize: string): StaticStyle => ({ recipe: { key: 'icon' }, css: [{ boxSize }] });
const hiddenBelowLg = { display: { base: 'none', lg: 'block' } };

/** Stack's props (HStack: `align="center"` first, `direction="row"` last), as Stack turns them into style props. */
const stack = ({ direction = 'column', align, justify, gap = '0.5rem', ...rest }: SystemStyleObject & { direction?: string; align?: string; justify?: string }): SystemStyleObject[] => [
  { display: 'flex', alignItems: align, justifyContent: justify, flexDirection: direction, gap, ...rest },
];
const hstack = (props: SystemStyleObject & { align?: string; justify?: string }) => stack({ align: 'center', ...props, direction: 'row' });
/** Grid's own `css` (its template props), then the caller's style props. */
const grid = ({ templateColumns, templateRows, ...rest }: SystemStyleObject & { templateColumns?: SystemStyleObject['gridTemplateColumns']; templateRows?: string }): SystemStyleObject[] => [
  { display: 'grid', gridTemplateRows: templateRows, gridTemplateColumns: templateColumns },
  rest,
];

/** A page-wide band's content: `<Container maxW="1360px" px={{ base: '4', md: '8' }} …>`. */
const pageContainer = (props: SystemStyleObject): StaticStyle => ({ recipe: { key: 'container' }, css: [{ maxW: '1360px', px: { base: '4', md: '8' }, ...props }] });
/** Flex's own `css` (`direction`, `align`, `justify`, `wrap` as it maps them), then the caller's style props. */
const flex = ({ direction, align, justify, wrap }: { direction?: string; align?: string; justify?: string; wrap?: string }, props: SystemStyleObject = {}): SystemStyleObject[] => [
  { display: 'flex', flexDirection: direction, alignItems: align, justifyContent: justify, flexWrap: wrap },
  props,
];
/** The customer-service widget's corner of the viewport; its height depends on the promo bar. */
const serviceWidgetCorner: SystemStyleObject = { position: 'fixed', insetEnd: '6', zIndex: 'docked' };
const link = (props: SystemStyleObject): StaticStyle => ({ recipe: { key: 'link' }, css: [props] });
/** A small round-ended button, outlined: the batch download's start, a failed section's retry. */
const outlinePill = (props: SystemStyleObject = {}): StaticStyle => ({ recipe: { key: 'button', variants: { size: 'sm', variant: 'outline' } }, css: [{ borderRadius: 'full', ...props }] });
/** A small round-ended button in the brand colour: a detail page's download, a guest's sign-up link. */
const loomPill = (props: SystemStyleObject = {}): StaticStyle => ({ recipe: { key: 'button', variants: { size: 'sm' } }, css: [{ borderRadius: 'full', bg: 'loom.solid', color: 'loom.contrast', ...props }] });

/**
 * A pill-shaped tab link, the current one filled: the list's sub-column and content-type tabs
 * (unfilled until hovered), the search's column tabs (a muted fill).
 */
const pillTab = (active: boolean, idle: { bg: string; hoverBg?: string }) =>
  link({
    px: '3.5',
    py: '1.5',
    borderRadius: 'full',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    fontWeight: active ? 'semibold' : 'normal',
    bg: active ? 'fg' : idle.bg,
    color: active ? 'fg.inverted' : 'fg.muted',
    _hover: { textDecoration: 'none', color: active ? 'fg.inverted' : 'fg', ...(idle.hoverBg && { bg: active ? 'fg' : idle.hoverBg }) },
  });
const LIST_TAB = { bg: 'transparent', hoverBg: 'bg.muted' };
const SEARCH_COLUMN_TAB = { bg: 'bg.muted' };
/** A pager cell: a page number, an arrow, a gap. */
const pagerCell: SystemStyleObject = { minW: '9', h: '9', px: '2', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', fontSize: 'sm' };
const pagerLink = link({ ...pagerCell, color: 'fg.muted', _hover: { bg: 'bg.muted', textDecoration: 'none' } });

/** The colour page's tabs: the current one underlined in the brand colour. */
const colourTab = (active: boolean): StaticStyle => ({
  css: [
    {
      px: { base: '3', md: '4' },
      py: '2.5',
      fontSize: { base: 'sm', md: 'md' },
      fontWeight: active ? 'semibold' : 'medium',
      color: active ? 'fg' : 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: active ? 'loom.solid' : 'transparent',
      _hover: { color: 'fg' },
      whiteSpace: 'nowrap',
    },
  ],
});
/** The colour library's family chips ("all" has no colour dot): the chosen one inverted. */
const chipBase: SystemStyleObject = { px: '3', py: '1', borderRadius: 'full', borderWidth: '1px', fontSize: 'sm' };
const chosen: SystemStyleObject = { bg: 'bg.inverted', color: 'fg.inverted' };
const familyChip = (active: boolean): StaticStyle => ({ css: [{ display: 'inline-flex', alignItems: 'center', gap: '1.5', ...chipBase, ...(active ? chosen : {}) }] });

/** An item's picture in its button: Image's own `objectFit`, then the caller's props. */
const itemPicture = (aspectRatio?: number): StaticStyle => ({
  css: [{ objectFit: 'cover', w: 'full', aspectRatio, transition: 'transform 0.4s ease', _hover: { transform: 'scale(1.02)' } }],
});
/** SimpleGrid's columns per breakpoint: `repeat(n, minmax(0, 1fr))`. */
const columns = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));

/** A detail page's previous/next cell: the next one right-aligned, a missing one faded. */
const neighbour = (side: 'prev' | 'next', present: boolean): StaticStyle => ({
  css: [
    {
      position: 'relative',
      p: '4',
      borderWidth: '1px',
      borderColor: 'border.muted',
      borderRadius: 'l3',
      bg: 'bg.surface',
      textAlign: side === 'next' ? 'right' : 'left',
      opacity: present ? 1 : 0.6,
      _hover: present ? { borderColor: 'border.emphasized' } : undefined,
    },
  ],
});
const neighbourLabel = (side: 'prev' | 'next'): StaticStyle => ({
  css: flex({ align: 'center', justify: side === 'next' ? 'flex-end' : 'flex-start' }, { gap: '1.5', fontSize: 'xs', color: 'fg.subtle', mb: '1' }),
});


/**
 * Chakra's InputGroup with a start element, as Group and InputElement define their recipes inline:
 * the group's flex row (with the caller's props), the icon's cell over the field's start, the
 * field padded clear of it.
 */
const inputGroup = (props: SystemStyleObject = {}): StaticStyle => ({
  recipe: {
    definition: {
      base: { display: 'inline-flex', gap: 'var(--group-gap, 0.5rem)', isolation: 'isolate', position: 'relative', '& [data-group-item]': { _focusVisible: { zIndex: 1 } } },
      variants: { orientation: { horizontal: { flexDirection: 'row' } } },
      defaultVariants: { orientation: 'horizontal' },
    },
  },
  css: [{ alignItems: 'center', justifyContent: 'flex-start', width: 'full', ...props }],
});
const inputStartElement: StaticStyle = {
  recipe: { definition: { base: { display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'absolute', zIndex: 2, color: 'fg.muted', height: 'full', fontSize: 'sm', px: '3' } } },
  css: [{ pointerEvents: 'none' }],
};
const inputAfterStartElement: SystemStyleObject = { ps: 'calc(var(--input-height) - 0px)' };

const keywordInput = (height: string): StaticStyle => ({
  recipe: { key: 'input' },
  css: [inputAfterStartElement, { h: height, borderRadius: 'full', bg: 'bg.surface' }],
});
const keywordSubmit = (height: string): StaticStyle => ({
  recipe: { key: 'button' },
  css: [{ h: height, px: '6', borderRadius: 'full', bg: 'loom.solid', color: 'loom.contrast' }],
});

const colourSearchSubmit = (size: string): StaticStyle => ({
  recipe: { key: 'button', variants: { size } },
  css: [{ colorPalette: 'loom', bg: 'loom.solid', color: 'loom.contrast' }],
});

/** The banners' grid for `count` banners: up to two a row on tablets, all in one row on wide screens. */
const bannerGrid = (count: number): StaticStyle => ({
  css: grid({ templateColumns: { base: '1fr', md: `repeat(${Math.min(count, 2)}, 1fr)`, xl: `repeat(${count}, 1fr)` }, gap: '4' }),
});

export const STATIC_STYLES = {
  // Small muted text: a card's intro, a list's count, a lead line, an empty cell.
  'muted-text-sm': { css: [{ fontSize: 'sm', color: 'fg.muted' }] },

  // The header's round ghost buttons: the language switch, and the theme and navigation toggles.
  'header-button': { recipe: ghostButton, css: [{ borderRadius: 'full', color: 'fg.muted' }] },
  'header-icon-button': { recipe: ghostButton, css: [{ ...iconButton, borderRadius: 'full', color: 'fg.muted' }] },
  'icon-4': icon('4'),
  'icon-4.5': icon('4.5'),
  'icon-3.5': icon('3.5'),

  // Search fields (InputGroup's parts, the icon), and the header's round muted one.
  'input-group': inputGroup(),
  'input-start-element': inputStartElement,
  'search-field-icon': { recipe: { key: 'icon' }, css: [{ boxSize: '4', color: 'fg.subtle' }] },
  'header-search-input': {
    recipe: { key: 'input', variants: { size: 'sm' } },
    css: [
      inputAfterStartElement,
      { h: '9', borderRadius: 'full', bg: 'bg.muted', borderColor: 'transparent', _focusVisible: { bg: 'bg.surface', borderColor: 'loom.border', focusRingColor: 'loom.focusRing' } },
    ],
  },
  // The 2 px loading bar over the top of the page (spec §9): red when the load failed.
  'progress-bar': {
    css: [{ position: 'fixed', top: '0', left: '0', height: '2px', zIndex: 'toast', pointerEvents: 'none', bg: 'progress.bar', '&[data-state=failed]': { bg: 'red.500' } }],
  },
  // The floating customer-service button (features/consult) on every page but a VIP's: static, so a
  // page that renders no other Chakra component never makes the Chakra system for it. Above the
  // promo bar when that shows.
  'service-widget': { css: [serviceWidgetCorner, { bottom: '6' }] },
  'service-widget-above-promo': { css: [serviceWidgetCorner, { bottom: { base: '48', md: '24' } }] },
  'service-widget-button': {
    recipe: { key: 'button', variants: { size: 'sm' } },
    css: [{ borderRadius: 'full', bg: 'bg.surface', color: 'fg', borderWidth: '1px', borderColor: 'border.emphasized', boxShadow: 'card' }],
  },
  // The anchor the navigation panel opens under.
  'nav-anchor': { css: [{ position: 'relative' }] },

  // Home: the hero's two calls to action.
  'hero-primary': { recipe: { key: 'button', variants: { size: 'lg' } }, css: [{ colorPalette: 'loom', borderRadius: 'full', px: '7' }] },
  'hero-secondary': { recipe: { key: 'button', variants: { variant: 'outline', size: 'lg' } }, css: [{ borderRadius: 'full', px: '7', borderColor: 'border.emphasized' }] },
  // Home: a section, its "more" link beside the heading, the column showcase's tabs.
  'home-section': pageContainer({ pt: { base: '12', md: '16' } }),
  'section-more-link': { recipe: { key: 'link' }, css: [{ fontSize: 'sm', color: 'loom.fg', display: 'inline-flex', alignItems: 'center', gap: '1', flexShrink: 0 }] },
  'column-tabs': { css: flex({}, { gap: '1.5', mb: '5', overflowX: 'auto', pb: '1' }) },
  'column-tab': { recipe: ghostButton, css: [{ borderRadius: 'full', color: 'fg.muted', flexShrink: 0 }] },
  'column-tab-active': { recipe: { key: 'button', variants: { size: 'sm', variant: 'solid' } }, css: [{ borderRadius: 'full', bg: 'fg', color: 'fg.inverted', flexShrink: 0 }] },

  // Home: the three channels' cards.
  'channel-grid': { css: grid({ templateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: { base: '4', lg: '6' } }) },
  'channel-card': { css: [{ position: 'relative', layerStyle: 'card' }] },
  'channel-card-current': { css: [{ position: 'relative', layerStyle: 'card', borderColor: 'loom.border' }] },
  'channel-covers': { css: grid({ templateColumns: '2fr 1fr', templateRows: '1fr 1fr', gap: '1', aspectRatio: '16 / 9', bg: 'bg.muted' }) },
  'channel-cover-main': { css: [{ gridRow: 'span 2', position: 'relative', overflow: 'hidden' }] },
  'channel-cover': { css: [{ position: 'relative', overflow: 'hidden' }] },
  'channel-body': { css: stack({ gap: '2', p: '5' }) },
  'channel-title-row': { css: hstack({ justify: 'space-between' }) },
  'channel-name': { css: [{ fontFamily: 'display', fontWeight: 'bold', fontSize: 'xl', letterSpacing: 'wide' }] },
  'channel-current': { recipe: { key: 'badge', variants: { variant: 'subtle' } }, css: [{ colorPalette: 'loom', borderRadius: 'full', px: '2.5' }] },
  'channel-foot': { css: hstack({ justify: 'space-between', pt: '2', fontSize: 'sm' }) },
  'channel-count': { css: [{ color: 'fg.subtle' }] },
  'channel-enter': { css: hstack({ gap: '1', color: 'loom.fg', fontWeight: 'medium' }) },

  // Home: trend reports beside the runway.
  'trend-runway-grid': { css: grid({ templateColumns: { base: '1fr', lg: '2fr 3fr' }, gap: { base: '12', lg: '10' } }) },
  'trend-list': { css: stack({ gap: '4' }) },
  'trend-card': {
    css: [{ position: 'relative', display: 'flex', gap: '4', alignItems: 'center', p: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', _hover: { boxShadow: 'card' } }],
  },
  // 72 px high: written `h="18"` before, a size the theme lacks, so the cover had no height until it loaded.
  'trend-cover': { css: [{ objectFit: 'cover', w: '24', h: '4.5rem', borderRadius: 'l2', flexShrink: 0 }] },
  'trend-text': { css: [{ minW: '0' }] },
  'trend-title': { css: [{ fontWeight: 'medium', lineClamp: 2, lineHeight: '1.5' }] },
  'trend-date': { css: [{ fontSize: 'xs', color: 'fg.subtle', mt: '1' }] },

  // Home: the newest items and their foot (load more, retry, the end of the list).
  'latest-grid': {
    css: grid({ templateColumns: { base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(5, 1fr)' }, gap: { base: '3', md: '5' } }),
  },
  'latest-foot': { css: stack({ align: 'center', pt: '10', gap: '3' }) },
  'latest-failed': { css: [{ color: 'fg.muted' }] },
  'latest-retry': { recipe: { key: 'button', variants: { variant: 'outline' } }, css: [{ borderRadius: 'full' }] },
  'latest-more': { recipe: { key: 'button', variants: { variant: 'outline', size: 'lg' } }, css: [{ borderRadius: 'full', px: '10' }] },
  'latest-end': { css: [{ fontSize: 'sm', color: 'fg.subtle' }] },
  // A part of a page with nothing on the device while offline says so where its content would be.
  'part-offline': { css: [{ color: 'fg.muted', textAlign: 'center', py: '10' }] },

  // Home: the channel's banners, one to four a row.
  'banner-section': pageContainer({ pt: { base: '8', md: '10' } }),
  'banner-grid-1': bannerGrid(1),
  'banner-grid-2': bannerGrid(2),
  'banner-grid-3': bannerGrid(3),
  'banner-grid-4': bannerGrid(4),
  'banner-tile': { css: [{ position: 'relative', aspectRatio: '16 / 7', borderRadius: 'l3', overflow: 'hidden', bg: 'bg.muted', boxShadow: 'card' }] },
  'banner-caption': {
    css: [{ position: 'absolute', insetX: '0', bottom: '0', p: '4', pt: '12', bgGradient: 'to-t', gradientFrom: 'blackAlpha.700', gradientTo: 'transparent' }],
  },
  'banner-title': { css: [{ color: 'white', fontFamily: 'display', fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' } }] },

  // A list's title band (ListHeader): crumbs, title and count, sub-column and content-type tabs.
  'list-header': { css: [{ bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.muted' }] },
  'list-header-body': pageContainer({ pt: { base: '5', md: '8' }, pb: '5' }),
  'list-crumbs': { css: flex({ wrap: 'wrap' }, { gap: '2', fontSize: 'xs', color: 'fg.subtle', mb: '3' }) },
  'crumb-link': link({ color: 'fg.muted' }),
  'list-crumb-text': { css: [{ color: 'fg.muted' }] },
  'list-title-row': { css: flex({ align: 'flex-end', justify: 'space-between', wrap: 'wrap' }, { gap: '4' }) },
  'list-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', letterSpacing: 'wide' }] },
  'list-subtitle': { css: [{ mt: '1.5', color: 'fg.muted', fontSize: 'sm' }] },
  'list-subcolumn-tabs': { css: flex({}, { gap: '1.5', mt: '5', overflowX: 'auto', pb: '1' }) },
  'list-type-tabs': { css: flex({}, { gap: '1.5', mt: '3' }) },
  'list-tab': pillTab(false, LIST_TAB),
  'list-tab-active': pillTab(true, LIST_TAB),
  // A list's filter panel: its frame, the sort row, the "more" toggle.
  'filter-panel': { css: stack({ gap: '0', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', px: { base: '4', md: '5' }, py: '2' }) },
  'filter-time-hint': { css: [{ fontSize: 'xs', color: 'fg.subtle', ml: '2' }] },
  'filter-foot': { css: flex({ justify: 'space-between', align: 'center' }, { pt: '2', pb: '1', borderTopWidth: '1px', borderColor: 'border.muted' }) },
  'filter-sort': { css: flex({ align: 'center' }, { gap: '1.5' }) },
  'filter-sort-label': { css: [{ fontSize: 'sm', color: 'fg.subtle', mr: '2' }] },
  'filter-more': { recipe: { key: 'button', variants: { size: 'xs', variant: 'ghost' } }, css: [{ color: 'fg.muted' }] },

  // A list's body under the band (StandardLayout, ListResults).
  'list-body': pageContainer({ py: { base: '5', md: '8' } }),
  'list-batch-row': { css: flex({ justify: 'flex-end' }) },
  'batch-start': outlinePill(),
  'list-items': { css: [{ opacity: 1, transition: 'opacity 0.2s' }] },
  'list-items-stale': { css: [{ opacity: 0.55, transition: 'opacity 0.2s' }] },
  'stack-5': { css: stack({ gap: '5' }) },
  // A page's status screens (no data, offline, failed, hidden: components/content/PageStatusView),
  // which a page's sections show as they load too.
  'status-screen': { css: flex({ direction: 'column', align: 'center', justify: 'center' }, { textAlign: 'center', gap: '3', py: { base: '16', md: '24' }, px: '6' }) },
  'status-screen-mark': { css: [{ w: '16', h: '10', color: 'border.emphasized' }] },
  'status-screen-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' }] },
  'status-screen-hint': { css: [{ color: 'fg.muted', fontSize: 'sm', maxW: 'md' }] },
  'status-screen-link': link({ fontSize: 'sm', color: 'loom.fg' }),
  'status-screen-retry': outlinePill({ mt: '2' }),
  // A grid of item cards while they load (PageStatusView), as many columns as the item grid.
  'grid-skeleton': { css: grid({ templateColumns: columns({ base: 2, md: 3, lg: 4, xl: 5 }), gap: { base: '3', md: '5' } }) },
  'hstack-2': { css: hstack({ gap: '2' }) },
  'stack-6': { css: stack({ gap: '6' }) },

  // Numbered pages under a list.
  pager: { css: flex({ justify: 'center', align: 'center', wrap: 'wrap' }, { gap: '1', py: '8' }) },
  'pager-link': pagerLink,
  // A disabled arrow or the gap between page numbers.
  'pager-muted': { css: [{ ...pagerCell, color: 'fg.subtle' }] },
  'pager-current': { css: [{ ...pagerCell, bg: 'fg', color: 'fg.inverted', fontWeight: 'semibold' }] },

  // A page's title band on the hero background (search, colour).
  'hero-band': { css: [{ bg: 'bg.hero', borderBottomWidth: '1px', borderColor: 'border.muted' }] },

  // The search page: its band, keyword rows, column tabs and the empty start.

  'search-band-body': pageContainer({ py: { base: '8', md: '12' } }),
  'search-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' } }] },
  'search-body': pageContainer({ py: { base: '6', md: '8' } }),
  'search-start': { css: flex({ direction: 'column', align: 'center' }, { py: '20', gap: '2', color: 'fg.muted' }) },
  'search-start-title': { css: [{ fontFamily: 'display', fontSize: 'xl', color: 'fg' }] },
  'search-start-hint': { css: [{ fontSize: 'sm' }] },
  'search-columns': { css: flex({}, { gap: '2', overflowX: 'auto', pb: '1' }) },
  'search-column-tab': pillTab(false, SEARCH_COLUMN_TAB),
  'search-column-tab-active': pillTab(true, SEARCH_COLUMN_TAB),
  'search-column-count': { css: [{ ml: '1.5', opacity: 0.7 }] },
  // A search field with its button (KeywordBox), the search page's large one.
  'keyword-box': { css: flex({}, { gap: '2', w: 'full', maxW: '2xl' }) },
  'keyword-input-group': inputGroup({ flex: '1' }),
  'keyword-input-md': keywordInput('10'),
  'keyword-input-lg': keywordInput('12'),
  'keyword-submit-md': keywordSubmit('10'),
  'keyword-submit-lg': keywordSubmit('12'),
  'search-count-row': { css: flex({ justify: 'space-between', align: 'center' }, { mb: '4' }) },
  'keyword-chips': { css: flex({ wrap: 'wrap', align: 'center' }, { gap: '2' }) },
  'keyword-chips-label': { css: [{ fontSize: 'sm', color: 'fg.subtle', mr: '1' }] },
  'keyword-chip': link({ fontSize: 'sm', px: '3', py: '1', borderRadius: 'full', bg: 'bg.muted', color: 'fg.muted', _hover: { textDecoration: 'none', color: 'fg', bg: 'bg.emphasized' } }),

  // The colour page: title band, tabs, and the library's families, headings and grid.
  'colour-band-body': { recipe: { key: 'container' }, css: [{ maxW: '1360px', pt: { base: '6', md: '10' } }] },
  'colour-title-row': { css: flex({ align: 'baseline', wrap: 'wrap' }, { gap: '4' }) },
  'colour-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'semibold' }] },
  'colour-tabs': { css: hstack({ mt: '4', gap: '0', overflowX: 'auto' }) },
  'colour-tab-cell': { css: hstack({ gap: '1', flexShrink: 0 }) },
  'colour-tab': colourTab(false),
  'colour-tab-active': colourTab(true),
  'colour-tab-new': { recipe: { key: 'badge', variants: { size: 'xs', variant: 'solid' } }, css: [{ ml: '1.5', colorPalette: 'red' }] },
  'colour-body': { recipe: { key: 'container' }, css: [{ maxW: '1360px', py: { base: '6', md: '8' } }] },
  'colour-library-top': { css: flex({ wrap: 'wrap', align: 'start', justify: 'space-between' }, { gap: '6' }) },
  'colour-library-search': { css: stack({ gap: '1', maxW: 'xl', flex: '1', minW: 'xs' }) },
  'colour-families': { css: hstack({ gap: '1.5', flexWrap: 'wrap' }) },
  'colour-family-all': { css: [chipBase] },
  'colour-family-all-active': { css: [{ ...chipBase, ...chosen }] },
  'colour-family': familyChip(false),
  'colour-family-active': familyChip(true),
  'colour-dot': { css: [{ w: '3', h: '3', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.muted' }] },
  'colour-library-count': { recipe: { key: 'heading', variants: { size: 'sm' } }, css: [{ color: 'fg.muted', fontWeight: 'normal' }] },
  'colour-library-grid': { css: grid({ templateColumns: columns({ base: 3, sm: 4, md: 6, lg: 8 }), gap: '2' }) },
  'stack-3': { css: stack({ gap: '3' }) },
  // The colour search (ColourSearchBox): field and button in a row, a message under them; the "?" help.
  'colour-search': { css: stack({ gap: '1.5' }) },
  'colour-search-input-md': { recipe: { key: 'input' }, css: [{ bg: 'bg.surface' }] },
  'colour-search-input-lg': { recipe: { key: 'input', variants: { size: 'lg' } }, css: [{ bg: 'bg.surface' }] },
  'colour-search-submit-md': colourSearchSubmit('md'),
  'colour-search-submit-lg': colourSearchSubmit('lg'),
  'colour-search-error': { css: [{ color: 'fg.error', fontSize: 'sm' }] },
  'help-tip': { css: [{ w: '5', h: '5', borderRadius: 'full', borderWidth: '1px', fontSize: '2xs', color: 'fg.muted' }] },

  // A detail page's pictures: the lead picture at its own proportions, thumbnails below, or a montage.
  'picture-open': { css: [{ display: 'block', w: 'full', overflow: 'hidden', borderRadius: 'l2', bg: 'bg.muted', cursor: 'zoom-in' }] },
  'picture-lead': itemPicture(),
  'picture-thumb': itemPicture(3 / 4),
  'picture-montage-cell': itemPicture(1),
  'picture-thumbs': { css: grid({ templateColumns: columns({ base: 3, md: 4 }), gap: '2', mt: '2' }) },
  'picture-montage': { css: grid({ templateColumns: columns({ base: 2, md: 3, lg: 4 }), gap: '2' }) },
  // A detail page's colours: a proportional strip and a legend, and its tags.
  'colour-bars-title': { css: [{ fontSize: 'sm', fontWeight: 'semibold' }] },
  'colour-strip': { css: flex({}, { h: '10', borderRadius: 'l2', overflow: 'hidden' }) },
  'colour-strip-part': { css: flex({ align: 'center', justify: 'center' }, { fontSize: '2xs' }) },
  'colour-legend': { css: flex({ wrap: 'wrap' }, { gap: '2' }) },
  'colour-legend-label': { css: flex({ align: 'center' }, { gap: '1.5', fontSize: 'xs', color: 'fg.muted' }) },
  'detail-tags': { css: flex({ wrap: 'wrap' }, { gap: '1.5' }) },
  'detail-tag': { recipe: { key: 'badge', variants: { variant: 'subtle' } }, css: [{ bg: 'bg.muted', color: 'fg.muted', borderRadius: 'full', px: '2.5', py: '0.5', fontWeight: 'normal' }] },

  // A detail page's crumbs (home, back, column, sub-column) and close button.
  'detail-crumbs': { css: flex({ justify: 'space-between', align: 'center' }, { gap: '4', py: '3' }) },
  'detail-crumbs-nav': { css: flex({ align: 'center', wrap: 'wrap' }, { gap: '2', fontSize: 'sm', color: 'fg.muted' }) },
  'crumb-separator': { css: [{ color: 'fg.subtle' }] },
  'crumb-back': { recipe: { key: 'button', variants: { variant: 'ghost', size: 'xs' } }, css: [{ px: '1.5', color: 'fg.muted' }] },
  'detail-close': { recipe: { key: 'button', variants: { variant: 'outline', size: 'xs' } }, css: [{ borderRadius: 'full', px: '3' }] },
  'detail-close-mark': { css: [{ fontSize: 'md', lineHeight: '1' }] },
  // A detail page's previous and next items.
  'detail-neighbours': { css: [{ mt: '10' }] },
  'detail-neighbour-grid': { css: grid({ templateColumns: columns({ base: 1, md: 2 }), gap: '3' }) },
  'neighbour-prev': neighbour('prev', true),
  'neighbour-prev-none': neighbour('prev', false),
  'neighbour-next': neighbour('next', true),
  'neighbour-next-none': neighbour('next', false),
  'neighbour-label-prev': neighbourLabel('prev'),
  'neighbour-label-next': neighbourLabel('next'),
  'neighbour-title': { css: [{ fontSize: 'sm', fontWeight: 'medium', lineClamp: 1 }] },

  // A detail page: its frame, the pictures beside the facts, the title and facts.
  'detail-page': pageContainer({ pb: '16' }),
  'detail-pictures-layout': { css: grid({ templateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(280px, 2fr)' }, gap: { base: '6', lg: '10' }, mt: '2' }) },
  'detail-montage-layout': { css: grid({ templateColumns: { base: '1fr', lg: '1fr' }, gap: { base: '6', lg: '10' }, mt: '2' }) },
  'detail-side': { css: stack({ gap: '6', position: { lg: 'sticky' }, top: '32', alignSelf: 'start' }) },
  'detail-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.3' }] },
  'detail-summary': { css: [{ mt: '2', fontSize: 'lg', color: 'fg.muted', lineHeight: '1.8', borderLeftWidth: '3px', borderColor: 'loom.solid', pl: '4' }] },
  'detail-facts': { css: hstack({ gap: '4', fontSize: 'sm', color: 'fg.muted', flexWrap: 'wrap' }) },
  'detail-fact': { css: hstack({ gap: '1.5' }) },
  'detail-vip': { recipe: { key: 'badge', variants: { size: 'sm' } }, css: [{ bg: 'gold.solid', color: 'white' }] },
  'detail-actions': { css: hstack({ gap: '2', flexBasis: { base: 'full', sm: 'auto' } }) },
  'detail-person': { css: [{ fontSize: 'sm' }] },
  'detail-person-label': { css: [{ color: 'fg.subtle', mr: '2' }] },
  'detail-brand-link': link({ color: 'loom.fg', fontWeight: 'medium' }),
  'stack-4': { css: stack({ gap: '4' }) },

  // 加入灵感板: the detail page's button, a colour chip's, the picture viewer's (on the dark backdrop).
  'add-to-board': { recipe: { key: 'button', variants: { size: 'xs', variant: 'outline' } } },
  'colour-to-board': { recipe: { key: 'button', variants: { size: '2xs', variant: 'ghost' } }, css: [{ px: '1', fontWeight: 'normal' }] },
  'viewer-add-to-board': {
    recipe: { key: 'button', variants: { size: 'sm', variant: 'outline' } },
    css: [{ borderRadius: 'full', borderColor: 'whiteAlpha.500', color: 'white', _hover: { bg: 'whiteAlpha.200' } }],
  },
  // A detail page's format chooser (Chakra's NativeSelect, small) and download button.
  'format-select': { recipe: { key: 'nativeSelect', slot: 'root', variants: { size: 'sm' } }, css: [{ width: 'auto' }] },
  'format-select-field': { recipe: { key: 'nativeSelect', slot: 'field', variants: { size: 'sm' } } },
  'format-select-indicator': { recipe: { key: 'nativeSelect', slot: 'indicator', variants: { size: 'sm' } } },
  'format-select-chevron': { css: [{ fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' }] },
  'download-button': loomPill(),
  // A detail page's sections under the item: the same theme's items, related items.
  'detail-section': { css: [{ mt: '14' }] },
  // Favourite and follow toggles (src/lib/offline/components/ToggleButtons.tsx): filled when on.
  'toggle-sm-on': { recipe: { key: 'button', variants: { size: 'sm', variant: 'solid' } } },
  'toggle-sm-off': { recipe: { key: 'button', variants: { size: 'sm', variant: 'outline' } } },
  'toggle-xs-on': { recipe: { key: 'button', variants: { size: 'xs', variant: 'solid' } } },
  'toggle-xs-off': { recipe: { key: 'button', variants: { size: 'xs', variant: 'outline' } } },
  // A follow button after a brand's or a blogger's name, and the round one on a blogger's page.
  'follow-after-name': { css: [{ ml: '3' }] },
  'uper-follow': { css: [{ borderRadius: 'full', px: '6' }] },
  'no-shrink': { css: [{ flexShrink: 0 }] },

  // The notification bell and its unread count.
  'bell-button': { recipe: ghostButton, css: [{ ...iconButton, position: 'relative' }] },
  'bell-unread': { css: circle({ bg: 'red.500', color: 'white', fontSize: '2xs', position: 'absolute', top: '0.5', right: '0.5' }, '4') },

  // A guest's sign-in and sign-up links in the header (the sign-up one from the sm breakpoint).
  'guest-actions': { css: hstack({ gap: '1' }) },
  'guest-login': { recipe: ghostButton, css: [{ borderRadius: 'full' }] },
  'guest-register': loomPill({ display: { base: 'none', sm: 'inline-flex' } }),

  // The sync status button: a coloured dot per phase, the phase's name on wide screens, the count waiting.
  'status-button': { recipe: ghostButton, css: [{ borderRadius: 'full', px: '2' }] },
  'status-dot-green': { css: circle({ bg: 'green.500' }, '2.5') },
  'status-dot-blue': { css: circle({ bg: 'blue.500' }, '2.5') },
  'status-dot-orange': { css: circle({ bg: 'orange.400' }, '2.5') },
  'status-dot-gray': { css: circle({ bg: 'gray.400' }, '2.5') },
  'status-dot-red': { css: circle({ bg: 'red.500' }, '2.5') },
  'status-label': { css: [{ fontSize: 'xs', ...hiddenBelowLg }] },
  'status-waiting': { recipe: { key: 'badge', variants: { size: 'sm' } }, css: [{ borderRadius: 'full' }] },

  // The account button: initial, name on wide screens, VIP badge.
  'account-button': { recipe: ghostButton, css: [{ borderRadius: 'full', px: '1.5' }] },
  'account-initial-vip': { css: circle({ bg: 'gold.solid', color: 'white', fontSize: 'sm', fontWeight: 'semibold' }, '7') },
  'account-initial': { css: circle({ bg: 'loom.solid', color: 'white', fontSize: 'sm', fontWeight: 'semibold' }, '7') },
  'account-name': { css: [{ maxW: '28', truncate: true, ...hiddenBelowLg }] },
  'account-vip': { recipe: { key: 'badge', variants: { size: 'sm' } }, css: [{ bg: 'gold.solid', color: 'white', borderRadius: 'full' }] },

  // "Offline copy, saved at …" (features/offline).
  'saved-at-notice': { css: [{ position: 'fixed', bottom: '4', left: '50%', transform: 'translateX(-50%)', zIndex: 'banner', bg: 'bg.inverted', color: 'fg.inverted', px: '4', py: '2', borderRadius: 'full', boxShadow: 'md' }] },
  'saved-at-text': { css: [{ fontSize: 'sm' }] },

  // The 404 page and a route's error screen: shown when no chunk can load, so without Chakra
  // components, which would wait for the theme's chunk (src/app/theme/system-on-demand.ts).
  'shell-screen-404': { recipe: { key: 'container' }, css: [{ maxW: '3xl', py: { base: '16', md: '24' } }] },
  'shell-screen-error': { recipe: { key: 'container' }, css: [{ maxW: '2xl', py: '24' }] },
  'shell-screen-stack': { css: stack({ align: 'center', textAlign: 'center', gap: '6' }) },
  'shell-screen-picture': { css: [{ w: 'full', aspectRatio: '8 / 5', maxW: '420px', h: 'auto' }] },
  'shell-screen-title': { recipe: { key: 'heading' }, css: [{ fontFamily: 'display', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', letterSpacing: 'wide' }] },
  'shell-screen-error-title': { recipe: { key: 'heading' }, css: [{ fontSize: 'lg', fontWeight: 'medium', lineHeight: '1.7' }] },
  'shell-screen-text': { css: [{ color: 'fg.muted', maxW: 'md' }] },
  'shell-screen-actions': { css: hstack({ gap: '3', pt: '2' }) },
  'shell-screen-primary': { recipe: { key: 'button' }, css: [{ colorPalette: 'loom', borderRadius: 'full', px: '6' }] },
  'shell-screen-secondary': { recipe: { key: 'button', variants: { variant: 'outline' } }, css: [{ borderRadius: 'full', px: '6' }] },
} satisfies Record<string, StaticStyle>;

export type StaticStyleName = keyof typeof STATIC_STYLES;
