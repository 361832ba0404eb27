import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/use-locale';

/** List loading phases (spec §4): ready for more, asking for the next page, at the end, nothing at all. */
export type LoadPhase = 'init' | 'requestNext' | 'end' | 'noData';

export interface InfiniteFooterProps {
  phase: LoadPhase;
  onRequestNext: () => void;
  /** How far below the viewport the next page starts loading. */
  rootMargin?: string;
}

/**
 * Bottom of a scrolling list: asks for the next page when it comes near the viewport (phase
 * init), spins while it loads (request next), says so at the end; nothing when there is no data
 * (the page shows its 4000 screen instead). The button is the keyboard and no-observer path.
 */
export function InfiniteFooter({ phase, onRequestNext, rootMargin = '600px 0px' }: InfiniteFooterProps) {
  const { t } = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || phase !== 'init' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onRequestNext(), { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [phase, onRequestNext, rootMargin]);

  if (phase === 'noData') return null;
  return (
    <Flex ref={sentinel} data-testid="load-phase" data-phase={phase} justify="center" align="center" py="10" minH="24" color="fg.muted" fontSize="sm">
      {phase === 'requestNext' && (
        <Flex align="center" gap="2" role="status">
          <Spinner size="sm" color="loom.solid" />
          {t('content.loadingMore')}
        </Flex>
      )}
      {phase === 'init' && (
        <Button variant="outline" size="sm" borderRadius="full" px="8" onClick={onRequestNext}>
          {t('content.loadMore')}
        </Button>
      )}
      {phase === 'end' && (
        <Flex align="center" gap="4" w="full" maxW="sm">
          <Box flex="1" h="1px" bg="border.muted" />
          <Text whiteSpace="nowrap">{t('content.listEnd')}</Text>
          <Box flex="1" h="1px" bg="border.muted" />
        </Flex>
      )}
    </Flex>
  );
}
