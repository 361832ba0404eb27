import { Box, Button, Flex, HStack, IconButton, Image, Input, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { useLocale } from '../../../i18n/use-locale';
import type { BookPage } from '../../../shared/contract/calls/book';

/** Two pages side by side where the screen is landscape and wide enough (desktop, iPad landscape). */
const SPREAD_QUERY = '(orientation: landscape) and (min-width: 900px)';

function useSpread(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(SPREAD_QUERY);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(SPREAD_QUERY).matches,
    () => true,
  );
}

/**
 * The pages on screen for a page number: one page, or a spread as in a printed book — the cover
 * alone on the right, then 2–3, 4–5 …, the last page alone when the count is even.
 */
export function visiblePages(page: number, total: number, spread: boolean): number[] {
  const current = Math.min(Math.max(page, 1), total);
  if (!spread || current === 1) return [current];
  const left = current % 2 === 0 ? current : current - 1;
  return left + 1 <= total ? [left, left + 1] : [left];
}

/** The first page of the next or previous view. */
export function turn(page: number, total: number, spread: boolean, direction: 1 | -1): number {
  const shown = visiblePages(page, total, spread);
  const next = direction > 0 ? shown[shown.length - 1]! + 1 : shown[0]! - 1;
  return Math.min(Math.max(next, 1), total);
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const SWIPE_PX = 50;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export interface TrendBookReaderProps {
  title: string;
  pages: BookPage[];
  /** 1-based page on screen (the left one of a spread is normalised away by the reader). */
  page: number;
  onPage: (page: number) => void;
}

/**
 * The trend-book reader: page turns (a two-page spread on landscape screens, one page in
 * portrait), a thumbnail strip, zoom and pan, go to page, keyboard (← → ↑ ↓ PageUp/PageDown,
 * Home/End, + − 0) and swipe.
 */
export function TrendBookReader({ title, pages, page, onPage }: TrendBookReaderProps) {
  const { t } = useLocale();
  const spread = useSpread();
  const total = pages.length;
  const shown = visiblePages(page, total, spread);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [direction, setDirection] = useState<1 | -1>(1);
  const [goTo, setGoTo] = useState('');
  const drag = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);
  const strip = useRef<HTMLDivElement>(null);

  const go = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(next, 1), total);
      if (target === page) return;
      setDirection(target > page ? 1 : -1);
      setZoom(1);
      setPan({ x: 0, y: 0 });
      onPage(target);
    },
    [onPage, page, total],
  );
  const step = useCallback((by: 1 | -1) => go(turn(page, total, spread, by)), [go, page, spread, total]);
  const zoomBy = useCallback((factor: number) => {
    setZoom((current) => {
      const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(current * factor * 100) / 100));
      if (next === 1) setPan({ x: 0, y: 0 });
      return next;
    });
  }, []);

  // Attached in the commit that shows the reader (a layout effect, not a passive one that may run
  // a while after paint on a busy iPad): a key pressed as soon as the book appears turns its page.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => step(1),
        ArrowDown: () => step(1),
        PageDown: () => step(1),
        ArrowLeft: () => step(-1),
        ArrowUp: () => step(-1),
        PageUp: () => step(-1),
        Home: () => go(1),
        End: () => go(total),
        '+': () => zoomBy(1.5),
        '=': () => zoomBy(1.5),
        '-': () => zoomBy(1 / 1.5),
        '0': () => zoomBy(0),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, total, zoomBy]);

  // The thumbnail of the page on screen stays in view in the strip.
  useEffect(() => {
    const thumb = strip.current?.querySelector<HTMLElement>(`[data-page="${shown[0]}"]`);
    if (thumb && strip.current) strip.current.scrollTo({ left: thumb.offsetLeft - strip.current.clientWidth / 2 + thumb.clientWidth / 2, behavior: 'smooth' });
  }, [shown]);

  const onPointerDown = (event: ReactPointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, panX: pan.x, panY: pan.y };
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const start = drag.current;
    if (!start || zoom === 1) return;
    setPan({ x: start.panX + (event.clientX - start.x) / zoom, y: start.panY + (event.clientY - start.y) / zoom });
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start || zoom !== 1) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };

  const label = shown.length === 2 ? t('content.readerPages', { from: shown[0]!, to: shown[1]! }) : t('content.readerPage', { page: shown[0]! });

  return (
    <Box data-testid="trend-book-reader" data-spread={spread ? 'two' : 'one'} bg="bg.muted" borderRadius="l3" p={{ base: '2', md: '4' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <HStack gap="1">
          <IconButton size="sm" variant="ghost" aria-label={t('content.readerZoomOut')} onClick={() => zoomBy(1 / 1.5)} disabled={zoom <= MIN_ZOOM} data-testid="reader-zoom-out">
            <Text fontSize="lg" lineHeight="1">−</Text>
          </IconButton>
          <Button size="sm" variant="ghost" minW="14" onClick={() => zoomBy(0)} aria-label={t('content.readerZoomReset')} data-testid="reader-zoom">
            {Math.round(zoom * 100)}%
          </Button>
          <IconButton size="sm" variant="ghost" aria-label={t('content.readerZoomIn')} onClick={() => zoomBy(1.5)} disabled={zoom >= MAX_ZOOM} data-testid="reader-zoom-in">
            <Text fontSize="lg" lineHeight="1">+</Text>
          </IconButton>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="reader-page" aria-live="polite">
          {label} · {t('content.readerOf', { total })}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const wanted = Number(goTo);
            if (Number.isInteger(wanted) && wanted >= 1) go(Math.min(wanted, total));
            setGoTo('');
          }}
        >
          <HStack gap="1">
            <Input
              size="sm"
              w="20"
              type="number"
              min={1}
              max={total}
              inputMode="numeric"
              value={goTo}
              onChange={(event) => setGoTo(event.target.value)}
              placeholder={t('content.readerGoTo')}
              aria-label={t('content.readerGoTo')}
              data-testid="reader-goto"
              bg="bg"
            />
            <Button size="sm" type="submit" variant="outline">
              {t('content.readerGo')}
            </Button>
          </HStack>
        </form>
      </Flex>

      <Flex
        position="relative"
        h={{ base: '68vh', md: 'calc(100vh - 300px)' }}
        minH="360px"
        align="center"
        justify="center"
        overflow="hidden"
        bg="bg.emphasized"
        borderRadius="l2"
        userSelect="none"
        style={{ touchAction: zoom > 1 ? 'none' : 'pan-y' }}
        cursor={zoom > 1 ? 'grab' : 'zoom-in'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onDoubleClick={() => (zoom > 1 ? zoomBy(0) : zoomBy(2))}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          zoomBy(event.deltaY < 0 ? 1.25 : 0.8);
        }}
        data-testid="reader-stage"
      >
        <Flex
          key={shown.join('-')}
          h="full"
          py={{ base: '2', md: '4' }}
          justify="center"
          align="center"
          gap="0"
          animationName={direction > 0 ? 'slide-from-right, fade-in' : 'slide-from-left, fade-in'}
          animationDuration="0.28s"
          _motionReduce={{ animation: 'none' }}
          style={{ transform: `scale(${zoom}) translate(${pan.x}px, ${pan.y}px)`, transition: drag.current ? 'none' : 'transform 0.15s ease-out' }}
        >
          {shown.map((number, index) => {
            const picture = pages[number - 1]!;
            const ratio = picture.width && picture.height ? picture.width / picture.height : 3 / 4;
            return (
              <Image
                key={number}
                src={picture.url}
                alt={`${title} · ${t('content.readerPage', { page: number })}`}
                h="full"
                w="auto"
                maxW={shown.length === 2 ? '50%' : 'full'}
                objectFit="contain"
                draggable={false}
                bg="bg"
                boxShadow={shown.length === 2 ? (index === 0 ? 'inset -14px 0 18px -12px rgba(0,0,0,0.35), 0 4px 18px rgba(0,0,0,0.18)' : 'inset 14px 0 18px -12px rgba(0,0,0,0.35), 0 4px 18px rgba(0,0,0,0.18)') : 'lg'}
                style={{ aspectRatio: String(ratio) }}
                data-testid="reader-page-image"
                data-page={number}
              />
            );
          })}
        </Flex>
        <IconButton
          position="absolute"
          left="2"
          top="50%"
          transform="translateY(-50%)"
          borderRadius="full"
          variant="subtle"
          aria-label={t('content.readerPrev')}
          disabled={shown[0] === 1}
          onClick={() => step(-1)}
          onPointerDown={(event) => event.stopPropagation()}
          data-testid="reader-prev"
        >
          <ArrowLeftIcon boxSize="5" />
        </IconButton>
        <IconButton
          position="absolute"
          right="2"
          top="50%"
          transform="translateY(-50%)"
          borderRadius="full"
          variant="subtle"
          aria-label={t('content.readerNext')}
          disabled={shown[shown.length - 1] === total}
          onClick={() => step(1)}
          onPointerDown={(event) => event.stopPropagation()}
          data-testid="reader-next"
        >
          <ArrowRightIcon boxSize="5" />
        </IconButton>
      </Flex>

      <Box ref={strip} mt="3" overflowX="auto" role="navigation" aria-label={t('content.readerThumbs')} data-testid="reader-thumbs">
        <Flex gap="2" py="1" w="max-content">
          {pages.map((picture) => {
            const current = shown.includes(picture.page);
            return (
              <Box
                as="button"
                key={picture.page}
                data-page={picture.page}
                onClick={() => go(picture.page)}
                aria-label={t('content.readerPage', { page: picture.page })}
                aria-current={current ? 'page' : undefined}
                flexShrink={0}
                borderWidth="2px"
                borderColor={current ? 'loom.solid' : 'transparent'}
                borderRadius="l1"
                overflow="hidden"
                position="relative"
              >
                <Image src={picture.thumb} alt="" h="16" w="auto" loading="lazy" draggable={false} />
                <Text position="absolute" bottom="0" right="0" px="1" fontSize="2xs" bg="blackAlpha.600" color="white">
                  {picture.page}
                </Text>
              </Box>
            );
          })}
        </Flex>
      </Box>
      <Text mt="2" fontSize="xs" color="fg.subtle" hideBelow="md">
        {t('content.readerHint')}
      </Text>
    </Box>
  );
}
