import { Box, Flex, Link, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { navListQuery } from '../../lib/catalogue';
import { useCurrentChannel } from '../../lib/channels';
import { useLocale } from '../../i18n/use-locale';
import type { ColumnNode } from '../../shared/catalogue/types';

function NavItem({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      asChild
      position="relative"
      whiteSpace="nowrap"
      px="3"
      h="11"
      display="inline-flex"
      alignItems="center"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'normal'}
      color={active ? 'fg' : 'fg.muted'}
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _after={{
        content: '""',
        position: 'absolute',
        left: '3',
        right: '3',
        bottom: '0',
        height: '2px',
        bg: active ? 'loom.solid' : 'transparent',
      }}
      aria-current={active ? 'page' : undefined}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** Second header row: the current channel's columns from oct/General/navList. */
export function ColumnNav() {
  const { t, locale } = useLocale();
  const channel = useCurrentChannel();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { data, isPending } = useQuery(navListQuery(channel, locale));
  const columns: ColumnNode[] = data ? [...data.list, ...data.mid_list] : [];
  const activeColumn = Number(search.get('column'));
  const onHome = pathname === '/' || pathname === '/index/home';

  return (
    <Box as="nav" aria-label={t('shell.columnNav')} overflowX="auto" css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
      {/* Items keep their width and the row scrolls sideways when the columns outgrow it (iPad portrait). */}
      <Flex as="ul" listStyleType="none" gap="0" ml="-3" data-testid="column-nav" css={{ '& > li': { flexShrink: 0 } }}>
        <Box as="li">
          <NavItem to={channel === 20850 ? '/' : `/index/home?channel=${channel}`} active={onHome}>
            {t('common.home')}
          </NavItem>
        </Box>
        {isPending
          ? Array.from({ length: 8 }, (_, index) => (
              <Box as="li" key={index} px="3" h="11" display="flex" alignItems="center">
                <Skeleton h="3.5" w="14" />
              </Box>
            ))
          : columns.map((column) => (
              <Box as="li" key={column.id}>
                <NavItem to={column.url} active={activeColumn === column.id}>
                  {column.name}
                </NavItem>
              </Box>
            ))}
      </Flex>
    </Box>
  );
}
