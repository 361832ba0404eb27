import { Box, Button, Container, Flex, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GridSkeleton, ItemGrid } from '../../../components/content';
import { ArrowRightIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { useLocale } from '../../../i18n/use-locale';
import { columnBlocksQuery } from '../api/home-queries';

/** 栏目速览: the channel's base columns as tabs, each with its newest items (oct/General/indexPage). */
export function ColumnShowcase({ channel }: { channel: number }) {
  const { t, locale } = useLocale();
  const { data, isPending } = useQuery(columnBlocksQuery(channel, locale));
  const [active, setActive] = useState(0);
  const columns = data?.channels[0]?.columns.filter((column) => column.items.length > 0) ?? [];
  const current = columns[Math.min(active, columns.length - 1)];
  if (!isPending && columns.length === 0) return null;
  return (
    <Container as="section" aria-labelledby="home-columns-title" maxW="1360px" px={{ base: '4', md: '8' }} pt={{ base: '12', md: '16' }} data-testid="home-columns">
      <SectionHeading id="home-columns-title" title={t('content.homeColumnsTitle')} subtitle={t('content.homeColumnsSubtitle')}>
        {current && (
          <Link asChild fontSize="sm" color="loom.fg" display="inline-flex" alignItems="center" gap="1" flexShrink={0}>
            <RouterLink to={current.url}>
              {t('content.listHomeMore')}
              <ArrowRightIcon boxSize="3.5" />
            </RouterLink>
          </Link>
        )}
      </SectionHeading>
      <Flex gap="1.5" mb="5" overflowX="auto" pb="1" role="tablist">
        {columns.map((column, index) => (
          <Button
            key={column.id}
            role="tab"
            aria-selected={column === current}
            size="sm"
            borderRadius="full"
            variant={column === current ? 'solid' : 'ghost'}
            bg={column === current ? 'fg' : undefined}
            color={column === current ? 'fg.inverted' : 'fg.muted'}
            onClick={() => setActive(index)}
            flexShrink={0}
          >
            {column.name}
          </Button>
        ))}
      </Flex>
      <Box role="tabpanel">{current ? <ItemGrid items={current.items} density="dense" /> : <GridSkeleton count={6} />}</Box>
    </Container>
  );
}
