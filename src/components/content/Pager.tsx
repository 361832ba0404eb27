import { Box, Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ArrowRightIcon } from '../icons';
import { useLocale } from '../../i18n/use-locale';

/** Page numbers around the current one, with the first and last, gaps as null: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  const from = Math.max(1, page - radius);
  const to = Math.min(pageCount, page + radius);
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < pageCount - 1) pages.push(null);
  if (to < pageCount) pages.push(pageCount);
  return pages;
}

export interface PagerProps {
  page: number;
  pageCount: number;
  /** Link of a page (the list URL with p set). */
  hrefFor: (page: number) => string;
}

const cell = {
  minW: '9',
  h: '9',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  fontSize: 'sm',
} as const;

/** Numbered pages; each page is a link, so the page number lives in the URL (spec §2 `p`). */
export function Pager({ page, pageCount, hrefFor }: PagerProps) {
  const { t } = useLocale();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean) =>
    disabled ? (
      <Box {...cell} color="fg.subtle" aria-disabled="true" aria-label={label}>
        {icon}
      </Box>
    ) : (
      <Link asChild {...cell} color="fg.muted" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} aria-label={label}>
        <RouterLink to={hrefFor(target)}>{icon}</RouterLink>
      </Link>
    );
  return (
    <Flex as="nav" aria-label={t('content.pagerLabel')} data-testid="pager" justify="center" align="center" gap="1" py="8" wrap="wrap">
      {edge(page - 1, t('content.pagerPrev'), <ArrowLeftIcon boxSize="4" />, page <= 1)}
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <Text key={`gap-${index}`} {...cell} color="fg.subtle" aria-hidden>
            …
          </Text>
        ) : p === page ? (
          <Box key={p} {...cell} bg="fg" color="fg.inverted" fontWeight="semibold" aria-current="page" aria-label={t('content.pagerCurrent', { page: p })}>
            {p}
          </Box>
        ) : (
          <Link key={p} asChild {...cell} color="fg.muted" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} aria-label={t('content.pagerPage', { page: p })}>
            <RouterLink to={hrefFor(p)}>{p}</RouterLink>
          </Link>
        ),
      )}
      {edge(page + 1, t('content.pagerNext'), <ArrowRightIcon boxSize="4" />, page >= pageCount)}
    </Flex>
  );
}
