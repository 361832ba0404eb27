import { Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pageStatusOf, PageStatusView } from '../../../components/content';
import { DocThumbnail } from '../../../components/doc-thumbnail/DocThumbnail';
import { useLocale } from '../../../i18n';
import { useOfflineUser, useOfflineUserOpening } from '../../../lib/offline/hooks/use-offline-user';
import { TEMPLATE_CATEGORIES, TEMPLATE_PAGE_SIZE, type TemplateCard, type TemplateCategory } from '../../../shared/contract/calls/diylayout';
import { useCreateWork } from '../hooks/use-create-work';
import { getTemplateContent, templateListQuery } from '../api/queries';
import { editorHref, myWorksHref, templateLibraryHref } from '../paths';
import { usePageTitle } from '../../../lib/use-page-title';

/** /list/diylayout/templateLibrary/channel/:channel/p/:p?: templates by category; "use template" makes a new document of the member's. */
export function TemplateLibraryPage() {
  const { t } = useLocale();
  usePageTitle(t('diylayout.templateLibrary'));
  const { channel = '20850', p = '1' } = useParams();
  const [search, setSearch] = useSearchParams();
  const category = TEMPLATE_CATEGORIES.find((name) => name === search.get('category'));
  const page = Math.max(1, Number(p) || 1);
  const templates = useQuery(templateListQuery({ category, p: page }));
  const pages = Math.ceil((templates.data?.count ?? 0) / TEMPLATE_PAGE_SIZE);
  return (
    <Container maxW="6xl" py="6">
      <HStack justify="space-between" mb="4" flexWrap="wrap">
        <Heading size="lg">{t('diylayout.templateLibrary')}</Heading>
        <Button asChild size="sm" variant="outline">
          <Link to={myWorksHref(1, channel)}>{t('diylayout.myWorks')}</Link>
        </Button>
      </HStack>
      <HStack gap="2" mb="4" flexWrap="wrap">
        {[undefined, ...TEMPLATE_CATEGORIES].map((name) => (
          <Button key={name ?? 'all'} size="sm" variant={name === category ? 'solid' : 'outline'} onClick={() => setSearch(name ? { category: name } : {})}>
            {t(`diylayout.category.${name ?? 'all'}` as `diylayout.category.${TemplateCategory | 'all'}`)}
          </Button>
        ))}
      </HStack>
      {/* Loading, offline with nothing kept, failed with retry: said, not an empty page. */}
      <PageStatusView status={pageStatusOf(templates)} error={templates.error} onRetry={() => void templates.refetch()}>
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }} gap="4">
          {templates.data?.list.map((template) => <TemplateTile key={template.id} template={template} />)}
        </Grid>
      </PageStatusView>
      {pages > 1 && (
        <HStack justify="center" mt="6">
          {Array.from({ length: pages }, (_, index) => (
            <Button key={index} asChild size="xs" variant={index + 1 === page ? 'solid' : 'ghost'}>
              <Link to={templateLibraryHref(channel, index + 1) + (category ? `?category=${category}` : '')}>{index + 1}</Link>
            </Button>
          ))}
        </HStack>
      )}
    </Container>
  );
}

function TemplateTile({ template }: { template: TemplateCard }) {
  const { t } = useLocale();
  const user = useOfflineUser();
  const navigate = useNavigate();
  const createWork = useCreateWork();
  const [busy, setBusy] = useState(false);
  const opening = useOfflineUserOpening(user);
  const use = async () => {
    if (opening) return;
    if (!user) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await getTemplateContent(template.id);
      if (answer) navigate(editorHref(await createWork(answer.title, answer.content)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" data-testid="template-card">
      <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted" p="2">
        <DocThumbnail thumbnail={template.thumbnail} label={template.title} />
      </Box>
      <Text fontSize="sm" fontWeight="medium">{template.title}</Text>
      <Text fontSize="xs" color="fg.muted">{t(`diylayout.category.${template.category}`)}</Text>
      <Button size="sm" onClick={() => void use()} loading={busy || opening}>
        {t('diylayout.useTemplate')}
      </Button>
    </Stack>
  );
}
