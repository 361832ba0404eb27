import { Box, Container, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { GridSkeleton, ItemGrid, PageStatusView } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { ArrowRightIcon } from '../../../components/icons';
import type { ColumnNode } from '../../../shared/catalogue/types';
import { listQuery } from '../api/list-queries';
import { ListHeader } from '../components/ListHeader';
import { StandardLayout } from './StandardLayout';
import type { ListLayoutProps } from './list-layout';

const SHELF_SIZE = 6;

function Shelf({ channel, column, child, dataSource }: { channel: number | undefined; column: ColumnNode; child: ColumnNode; dataSource?: string }) {
  const { t, locale } = useLocale();
  const { data, isPending } = useQuery(listQuery({ channel, column: column.id, subcolumn: String(child.id), p: 1 }, locale));
  if (!isPending && !data) return null;
  const href = `${column.url}&subcolumn=${child.id}`;
  return (
    <Box as="section" aria-labelledby={`shelf-${child.id}`} data-testid="shelf">
      <Flex justify="space-between" align="baseline" mb="4">
        <Heading as="h2" id={`shelf-${child.id}`} fontFamily="display" fontSize="xl">
          {child.name}
        </Heading>
        <Link asChild fontSize="sm" color="loom.fg" display="inline-flex" alignItems="center" gap="1">
          <RouterLink to={href}>
            {t('content.listHomeMore')}
            <ArrowRightIcon boxSize="3.5" />
          </RouterLink>
        </Link>
      </Flex>
      {data ? <ItemGrid items={data.list.slice(0, SHELF_SIZE)} density="dense" dataSource={dataSource} /> : <GridSkeleton count={SHELF_SIZE} />}
    </Box>
  );
}

/**
 * A column's home (book home, /listHome/:pageName): one shelf per sub-column with its newest
 * items; a column without sub-columns shows its list.
 */
export function ColumnHomeLayout(props: ListLayoutProps) {
  const { column, subcolumn, params, args, hrefWith, title } = props;
  if (!column || subcolumn || column.child.length === 0) {
    if (!column && params.column === undefined) return <PageStatusView status={-1} />;
    return <StandardLayout {...props} layout="dense" />;
  }
  const channel = params.channel === undefined ? undefined : Number(params.channel);
  return (
    <>
      <ListHeader title={title} channel={channel} column={column} args={args} hrefWith={hrefWith} embedded={args.dataSource === 'dsd'} />
      <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap="12">
          {column.child.map((child) => (
            <Shelf key={child.id} channel={channel} column={column} child={child} dataSource={args.dataSource} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
