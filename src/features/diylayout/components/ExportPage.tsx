import { Box, Button, Container, Flex, Heading, HStack, Link, Progress, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DocThumbnail } from '../../../components/doc-thumbnail/DocThumbnail';
import { useLocale } from '../../../i18n';
import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { thumbnailOf, type PageSnapshot } from '../../../shared/design-doc';
import { useLayoutDoc } from '../../../lib/works/use-layout-doc';
import { useLayoutExport } from '../hooks/use-layout-export';
import { pageSize } from '../layout-pdf';
import { editorHref } from '../paths';

/** /exportPDF/diylayout/id/:id: a layout document as a PDF, built on this device (works offline once the document is here). */
export function ExportPage() {
  const { t } = useLocale();
  const { id = '' } = useParams();
  const user = useOfflineUser();
  const { status, snapshot } = useLayoutDoc(user, id);
  const work = useLiveQuery(async () => (user && id ? await user.db.works.get(id) : undefined), [user, id]);
  const title = work?.title ?? t('diylayout.untitled');
  usePageTitle(t('diylayout.export.heading'));
  const { state, start, cancel } = useLayoutExport(snapshot, title);
  const ready = status === 'ready' && work !== undefined;
  // The page is the export: it starts as soon as the document is open.
  useEffect(() => {
    if (ready) void start();
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening, not per edit elsewhere

  if (status === 'missing') return <Text p="8">{t('diylayout.missing')}</Text>;
  if (!ready) {
    return (
      <HStack p="8">
        <Spinner size="sm" />
        <Text>{t('diylayout.loading')}</Text>
      </HStack>
    );
  }
  const pictures = snapshot.pages.reduce((sum, page) => sum + page.elements.filter((element) => element.kind === 'picture').length, 0);

  return (
    <Container maxW="5xl" py="6" data-testid="layout-export">
      <Stack gap="5">
        <Flex gap="3" align="baseline" wrap="wrap">
          <Heading size="lg">{t('diylayout.export.heading')}</Heading>
          <Text color="fg.muted" truncate maxW="100%">
            {title}
          </Text>
          <Box flex="1" />
          <Link asChild fontSize="sm" colorPalette="loom">
            <RouterLink to={editorHref(id)}>{t('diylayout.export.backToEditor')}</RouterLink>
          </Link>
        </Flex>
        <Stack gap="3" p="4" borderWidth="1px" borderRadius="md" bg="bg" data-testid="export-status">
          <Text fontSize="sm" color="fg.muted">
            {t('diylayout.export.summary', { pages: snapshot.pages.length, pictures })}
          </Text>
          {state.stage === 'building' && (
            <Flex gap="3" align="center">
              <Box flex="1">
                <Text fontSize="sm" mb="1">
                  {t(state.format === 'pdf' ? 'diylayout.export.building' : 'diylayout.export.buildingPng', { percent: Math.round(state.fraction * 100) })}
                </Text>
                <Progress.Root value={state.fraction * 100} size="sm" colorPalette="loom" aria-label={t('diylayout.export.heading')}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
              <Button size="sm" variant="outline" onClick={cancel}>
                {t('diylayout.export.cancel')}
              </Button>
            </Flex>
          )}
          {state.stage === 'done' && (
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontSize="sm">{t('diylayout.export.done', { name: state.file.name, size: (state.file.size / 1024 / 1024).toFixed(1) })}</Text>
              <Button asChild size="sm" colorPalette="loom">
                <a href={state.url} download={state.file.name} data-testid="export-download">
                  {t('diylayout.export.download')}
                </a>
              </Button>
              {state.missing > 0 && (
                <Text fontSize="sm" color="fg.warning" role="status" width="100%">
                  {t('diylayout.export.missing', { count: state.missing })}
                </Text>
              )}
              {state.reduced > 0 && (
                <Text fontSize="sm" color="fg.warning" role="status" width="100%" data-testid="export-reduced">
                  {t('diylayout.export.reduced', { count: state.reduced })}
                </Text>
              )}
            </Flex>
          )}
          {state.stage === 'failed' && (
            <Flex gap="3" align="center" wrap="wrap" role="alert">
              <Text fontSize="sm" color="fg.error">
                {t('diylayout.export.failed', { message: state.message })}
              </Text>
              <Button size="sm" variant="outline" onClick={() => void start()}>
                {t('diylayout.export.retry')}
              </Button>
            </Flex>
          )}
          {state.stage !== 'building' && (
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => void start('pdf')}>
                {t('diylayout.export.start')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void start('png')}>
                {t('diylayout.export.png')}
              </Button>
            </HStack>
          )}
        </Stack>
        <SimpleGrid columns={{ base: 3, md: 4, lg: 6 }} gap="4">
          {snapshot.pages.map((page, index) => (
            <PageCard key={page.id} page={page} label={t('diylayout.page', { n: index + 1 })} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function PageCard({ page, label }: { page: PageSnapshot; label: string }) {
  const { t } = useLocale();
  const thumbnail = useMemo(() => thumbnailOf({ pages: [page] }), [page]);
  const size = pageSize(page);
  const sizeLabel = 'format' in size ? `${size.format} ${t(`diylayout.export.${size.orientation ?? 'portrait'}`)}` : `${Math.round(size.widthMm)} × ${Math.round(size.heightMm)} mm`;
  return (
    <Stack gap="1" align="center">
      <Box width="100%" borderWidth="1px" boxShadow="xs">
        <DocThumbnail thumbnail={thumbnail} label={label} />
      </Box>
      <Text fontSize="xs" color="fg.muted">
        {label} · {sizeLabel}
      </Text>
    </Stack>
  );
}
