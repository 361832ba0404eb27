import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { WaitingPart } from '../../../components/content/WaitingPart';
import { staticClass } from '../../../components/static-styles';
import { navListQuery } from '../../../lib/catalogue';
import { useCurrentChannel } from '../../../lib/channels';
import { useLocale } from '../../../i18n/use-locale';
import { lazyNamed } from '../../../lib/lazy-component';
import { CHANNELS } from '../../../shared/catalogue/list-rules';

/** Spec §9: the popover closes 200 ms after the pointer leaves. */
export const NAV_CLOSE_DELAY_MS = 200;
/** The least room between the panel and the viewport's edges. */
const PANEL_EDGE_GAP_PX = 16;

const NavPanelContent = lazyNamed(() => import('./NavPanelContent'), 'NavPanelContent');
/** The panel's contents load on the first intent to open (hover, focus, tap), while its data loads. */
const preloadPanel = () => void NavPanelContent.preload().catch(() => undefined);

function HamburgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * 全站导航 (spec §2, §4): a hamburger on the main channel of the fashion line. Opens on mouse
 * hover (or click, tap and keyboard), closes 200 ms after the mouse leaves, and at once on a tap
 * or click outside, a click on the button (one that follows the hover that opened it keeps it open), a move to another page, Escape, or when the nav scrolls out of view. Holds the base columns as tabs with their sub-columns, the custom
 * columns as cover tiles and the AI tools; a loader while loading, 无数据 when empty.
 */
export function NavPopover() {
  const { t, locale } = useLocale();
  const channel = useCurrentChannel();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse reaching the button opens the panel by hovering; the click that follows is the
  // reader asking for the panel, not to close it (it closed under their pointer before).
  const openedByHover = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);
  // State, not a ref: a panel opened before Chakra's theme is in mounts later than `open` turns
  // true, and its placement must run when it does (it stayed off the left edge on an iPad).
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  // How far right the panel moves so that it does not leave the viewport's left edge (iPad portrait).
  const [shift, setShift] = useState(0);
  const panelId = useId();
  const enabled = channel === CHANNELS.women;
  const query = useQuery({ ...navListQuery(channel, locale), enabled: enabled && open });
  const { data, isPending } = query;

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    preloadPanel();
    cancelClose();
    setOpen(true);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), NAV_CLOSE_DELAY_MS);
  };
  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, []);

  useEffect(() => close, [close]);
  // A move to another page closes it.
  useEffect(close, [pathname, search, close]);
  useEffect(() => {
    const node = anchor.current;
    if (!open || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && !entry.isIntersecting && close());
    observer.observe(node);
    return () => observer.disconnect();
  }, [open, close]);
  useLayoutEffect(() => {
    const node = anchor.current;
    if (!node || !panel) return;
    const place = () => {
      const naturalLeft = node.getBoundingClientRect().right - panel.offsetWidth;
      setShift(Math.max(0, PANEL_EDGE_GAP_PX - naturalLeft));
    };
    place();
    window.addEventListener('resize', place);
    // The button moves without a window resize when the header's other items change width: the
    // user menu appears once the session is known, a locale switch changes labels.
    const row = new ResizeObserver(place);
    if (node.parentElement) row.observe(node.parentElement);
    return () => {
      window.removeEventListener('resize', place);
      row.disconnect();
    };
  }, [panel]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    // A tap or click anywhere outside closes it (touch has no pointer to leave with).
    const onPointerDown = (event: PointerEvent) => !anchor.current?.contains(event.target as Node) && close();
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, close]);
  // Hover opens and leaving closes for a mouse only: a touch has no hover, and its emulated enter
  // before the tap's click would open the panel only for that click to close it again.
  const hover = (action: () => void) => (event: ReactPointerEvent<HTMLDivElement>) => event.pointerType === 'mouse' && action();
  const hoverOpen = () => {
    if (!open) openedByHover.current = true;
    show();
  };
  const toggle = () => {
    const closing = open && !openedByHover.current;
    openedByHover.current = false;
    if (closing) close();
    else show();
  };

  if (!enabled) return null;
  const loading = (
    <Flex justify="center" py="12" data-testid="site-nav-loading">
      <Spinner color="loom.solid" />
    </Flex>
  );
  const base = data?.list ?? [];
  const custom = data?.mid_list ?? [];
  return (
    <div ref={anchor} className={staticClass('nav-anchor')} onPointerEnter={hover(hoverOpen)} onPointerLeave={hover(scheduleClose)} data-testid="site-nav">
      <button
        type="button"
        className={staticClass('header-icon-button')}
        aria-label={t('content.navButton')}
        title={t('content.navButton')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onFocus={preloadPanel}
        data-testid="site-nav-button"
      >
        <HamburgerIcon />
      </button>
      {open && (
        // Its own boundary: a panel opened before Chakra's theme is in waits for it alone, the
        // button stays (without one, the header slot's boundary would hide the whole nav meanwhile).
        <Suspense fallback={null}>
          <Box
            ref={setPanel}
            id={panelId}
            role="dialog"
            aria-label={t('content.navHeading')}
            position="absolute"
            top="calc(100% + 16px)"
            right="0"
            transform={shift ? `translateX(${shift}px)` : undefined}
            w="720px"
            maxW={`calc(100vw - ${2 * PANEL_EDGE_GAP_PX}px)`}
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="l3"
            boxShadow="xl"
            p="6"
            zIndex="popover"
            data-testid="site-nav-panel"
            _before={{ content: '""', position: 'absolute', insetX: 0, top: '-16px', h: '16px' }}
          >
            <Heading as="h2" fontFamily="display" fontSize="lg" mb="4">
              {t('content.navHeading')}
            </Heading>
            {isPending ? (
              <WaitingPart query={query} placeholder={loading} />
            ) : base.length === 0 && custom.length === 0 ? (
              <Text py="10" textAlign="center" color="fg.muted" data-testid="site-nav-empty">
                {t('common.noData')}
              </Text>
            ) : (
              <Suspense fallback={loading}>
                <NavPanelContent base={base} custom={custom} channel={channel} onNavigate={close} />
              </Suspense>
            )}
          </Box>
        </Suspense>
      )}
    </div>
  );
}

