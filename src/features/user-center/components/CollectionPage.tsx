import { Box, Container, Flex, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ItemGrid } from '../../../components/content';
import { ArrowLeftIcon } from '../../../components/icons';
import { UseInToolMenu } from '../../../components/picture-tools/UseInToolMenu';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocale } from '../../../i18n/use-locale';
import { COLLECTION_KINDS, type CollectionKind } from '../../../shared/contract/calls/usercenter';
import { favFoldersQuery, favListQuery, pageParam, USER_CENTER_PAGE_SIZE } from '../api/queries';
import { PagedResults } from './PagedResults';
import { SectionTitle } from './UserCenterLayout';

const folderPath = (kind: CollectionKind, column: number) =>
  `${kind === 'media' ? '/userCenter/mediaFolderDetails' : '/userCenter/folderDetails'}?kind=${kind}&column=${column}`;
const collectionPath: Record<CollectionKind, string> = {
  atlas: '/userCenter/index',
  media: '/userCenter/mediaCollection',
  theme: '/userCenter/themeCollection',
  video: '/userCenter/videoCollection',
};

function Folders({ kind }: { kind: CollectionKind }) {
  const { t, locale } = useLocale();
  const { data } = useQuery(favFoldersQuery(kind, locale));
  if (!data?.list.length) return null;
  return (
    <Stack gap="3" mb="8">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('usercenter.folders')}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3, lg: 5 }} gap="3" data-testid="fav-folders">
        {data.list.map((folder) => (
          <Link
            key={folder.column}
            asChild
            display="flex"
            alignItems="center"
            gap="3"
            p="2"
            borderRadius="l2"
            borderWidth="1px"
            borderColor="border.muted"
            bg="bg.surface"
            _hover={{ textDecoration: 'none', borderColor: 'loom.border' }}
          >
            <RouterLink to={folderPath(kind, folder.column)} aria-label={`${t('usercenter.openFolder')} ${folder.name}`}>
              <Image src={folder.cover} alt="" w="12" h="12" objectFit="cover" borderRadius="l1" bg="bg.muted" />
              <Box minW="0">
                <Text fontSize="sm" fontWeight="medium" truncate>
                  {folder.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('usercenter.folderCount', { count: folder.count })}
                </Text>
              </Box>
            </RouterLink>
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function FavouriteList({ kind, column }: { kind: CollectionKind; column?: number }) {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const query = useQuery(favListQuery(kind, page, column, locale));
  return (
    <PagedResults query={query} page={page} pageSize={USER_CENTER_PAGE_SIZE} empty={{ title: t('usercenter.emptyCollection'), hint: t('usercenter.emptyCollectionHint') }}>
      {(data) => (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('usercenter.total', { count: data.count })}
          </Text>
          <ItemGrid items={data.list} cardFooter={(item) => !item.locked && <UseInToolMenu picture={item.cover} channel={item.channel} />} />
        </>
      )}
    </PagedResults>
  );
}

/** /userCenter/index (atlas), mediaCollection, themeCollection, videoCollection. */
export function CollectionPage({ kind }: { kind: CollectionKind }) {
  const { t } = useLocale();
  usePageTitle(t(`usercenter.kind.${kind}`));
  return (
    <Box data-testid={`collection-${kind}`}>
      <SectionTitle>{t(`usercenter.kind.${kind}`)}</SectionTitle>
      <Folders kind={kind} />
      <FavouriteList kind={kind} />
    </Box>
  );
}

/** /userCenter/folderDetails and /userCenter/mediaFolderDetails: one column's favourites (?kind=&column=). */
export function FolderDetailsPage({ defaultKind }: { defaultKind: CollectionKind }) {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const requested = search.get('kind') as CollectionKind | null;
  const kind = requested && COLLECTION_KINDS.includes(requested) ? requested : defaultKind;
  const column = Number(search.get('column'));
  const name = t(`usercenter.kind.${kind}`);
  usePageTitle(name);
  return (
    <Container maxW="1360px" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-testid="folder-details">
      <Flex mb="4">
        <Link asChild fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
          <RouterLink to={collectionPath[kind]}>
            <ArrowLeftIcon boxSize="4" />
            {t('usercenter.backToCollection', { name })}
          </RouterLink>
        </Link>
      </Flex>
      <SectionTitle>{name}</SectionTitle>
      <FavouriteList kind={kind} column={Number.isInteger(column) && column > 0 ? column : undefined} />
    </Container>
  );
}
