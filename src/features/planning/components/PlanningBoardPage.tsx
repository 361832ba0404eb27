import { Badge, Box, Button, Container, Flex, Heading, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { usePageTitle } from '../../../lib/use-page-title';
import { PDF_FONT_BYTES } from '../../../shared/pdf/pdf-cache';
import type { RangePlan } from '../../../shared/planning/board';
import { planQuery } from '../api/plans';
import { usePlanEditor, type CellRef, type PlanEditor } from '../hooks/use-plan-editor';
import { usePlanExport } from '../hooks/use-plan-export';
import { planHref, PLAN_MODES, PLAN_TYPES } from '../routes';
import { BalanceDialog } from './BalanceDialog';
import { BoardGrid } from './BoardGrid';
import { FavouritePicker } from './FavouritePicker';
import { StructureEditor } from './StructureEditor';
import { StyleList } from './StyleList';

function ExportMenu({ editor }: { editor: PlanEditor }) {
  const { t } = useLocale();
  const exporter = usePlanExport(editor.base.name, editor.base.version, editor.board);
  if (exporter.pending) {
    return (
      <Button size="sm" colorPalette="loom" variant="outline" onClick={() => void exporter.share()} data-testid="plan-export-share">
        {t('planning.shareFile', { name: exporter.pending.name })}
      </Button>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" loading={exporter.building} loadingText={t('planning.exportingPdf')} data-testid="plan-export">
          {t('planning.export')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="csv" onSelect={exporter.csv} data-testid="plan-export-csv">{t('planning.exportCsv')}</Menu.Item>
            <Menu.Item value="xlsx" onSelect={() => void exporter.xlsx()} data-testid="plan-export-xlsx">{t('planning.exportXlsx')}</Menu.Item>
            <Menu.Item value="pdf" onSelect={() => void exporter.pdf()} data-testid="plan-export-pdf">{t('planning.exportPdf')}</Menu.Item>
            <Text px="2" py="1" fontSize="2xs" color="fg.muted" maxW="56">
              {t('planning.pdfFontNote', { size: (PDF_FONT_BYTES / 1_000_000).toFixed(1) })}
            </Text>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The editor over one loaded plan (remounted per plan id). */
function PlanBoard({ plan, editable, type }: { plan: RangePlan; editable: boolean; type: number }) {
  const { t } = useLocale();
  const editor = usePlanEditor(plan);
  const online = useOnline();
  const [adding, setAdding] = useState<CellRef | null>(null);
  const [balancing, setBalancing] = useState(false);
  const [showStructure, setShowStructure] = useState(false);
  const { board, base } = editor;
  const firstCell = { categoryId: board.categories[0]!.id, storyId: board.stories[0]!.id, dropId: board.drops[0]!.id };
  const mode = editable ? PLAN_MODES.edit : PLAN_MODES.view;
  const toggle = (href: string, active: boolean, label: string) => (
    <Button asChild size="xs" variant={active ? 'solid' : 'ghost'} colorPalette={active ? 'loom' : undefined}>
      <RouterLink to={href} replace aria-current={active ? 'page' : undefined}>{label}</RouterLink>
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'flex-start', xl: 'center' }} gap="3" direction={{ base: 'column', xl: 'row' }}>
        <Stack gap="1" minW="0">
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to="/userCenter/myPlans">‹ {t('planning.myPlans')}</RouterLink>
          </Link>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }} data-testid="plan-name">{base.name}</Heading>
            <Badge variant="subtle" data-testid="plan-version">{t('planning.version', { version: base.version })}</Badge>
            {editable && (editor.dirty ? <Badge colorPalette="orange" data-testid="plan-dirty">{t('planning.unsaved')}</Badge> : <Badge colorPalette="green">{t('planning.saved')}</Badge>)}
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <HStack gap="0.5" p="0.5" borderWidth="1px" borderRadius="l2">
            {toggle(planHref(plan, PLAN_MODES.edit, type), editable, t('planning.editMode'))}
            {toggle(planHref(plan, PLAN_MODES.view, type), !editable, t('planning.readOnly'))}
          </HStack>
          <HStack gap="0.5" p="0.5" borderWidth="1px" borderRadius="l2">
            {toggle(planHref(plan, mode, PLAN_TYPES.board), type === PLAN_TYPES.board, t('planning.board'))}
            {toggle(planHref(plan, mode, PLAN_TYPES.list), type === PLAN_TYPES.list, t('planning.styleList'))}
          </HStack>
          {editable && (
            <>
              <Button size="sm" variant="outline" onClick={() => setAdding(firstCell)} data-testid="plan-add-styles">{t('planning.addStyles')}</Button>
              <Button size="sm" variant="outline" onClick={() => setBalancing(true)} disabled={board.items.length === 0} data-testid="plan-balance">{t('planning.balance')}</Button>
            </>
          )}
          <ExportMenu editor={editor} />
          {editable && (
            <Button size="sm" colorPalette="loom" disabled={!editor.dirty || !online} loading={editor.saving} loadingText={t('planning.saving')} onClick={editor.save} data-testid="plan-save">
              {t('planning.save')}
            </Button>
          )}
          {editable && editor.dirty && !online && (
            <Text fontSize="xs" color="fg.muted" data-testid="plan-draft-kept">
              {t('planning.draftKept')}
            </Text>
          )}
        </HStack>
      </Flex>

      {editor.conflict && (
        <Flex role="alert" data-testid="plan-conflict" direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }} p="3" borderRadius="l2" bg="orange.subtle" color="orange.fg">
          <Box>
            <Text fontWeight="semibold">{t('planning.conflictTitle')}</Text>
            <Text fontSize="sm">{editor.conflict}</Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" colorPalette="orange" onClick={() => void editor.resolveConflict('mine')}>{t('planning.conflictOverwrite')}</Button>
            <Button size="sm" variant="outline" onClick={() => void editor.resolveConflict('theirs')}>{t('planning.conflictReload')}</Button>
          </HStack>
        </Flex>
      )}
      {!editable && <Text fontSize="sm" color="fg.muted">{t('planning.readOnlyNote')}</Text>}

      {editable && (
        <Box borderWidth="1px" borderRadius="l2" p="3">
          <Button size="xs" variant="ghost" onClick={() => setShowStructure(!showStructure)} aria-expanded={showStructure}>
            {showStructure ? '▾' : '▸'} {t('planning.structure')}
          </Button>
          {showStructure && <Box mt="3"><StructureEditor editor={editor} /></Box>}
        </Box>
      )}

      {type === PLAN_TYPES.board ? (
        <BoardGrid key={editor.revision} editor={editor} editable={editable} onAdd={setAdding} />
      ) : (
        <StyleList key={editor.revision} editor={editor} editable={editable} />
      )}

      {adding && <FavouritePicker editor={editor} cell={adding} onClose={() => setAdding(null)} />}
      {balancing && <BalanceDialog editor={editor} channel={plan.channel} onClose={() => setBalancing(false)} />}
    </Stack>
  );
}

const digits = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /detail/planning/channel/:channel/id/:id/mode/:mode/type/:type (routes.tsx says what each part means). */
export function PlanningBoardPage() {
  const params = useParams();
  const { t, locale } = useLocale();
  const [id, mode, type, channel] = [digits(params.id), digits(params.mode), digits(params.type), digits(params.channel)];
  const valid = id !== null && id > 0 && channel !== null && (mode === PLAN_MODES.edit || mode === PLAN_MODES.view) && (type === PLAN_TYPES.board || type === PLAN_TYPES.list);
  const query = useQuery({ ...planQuery(id ?? 0, locale), enabled: valid, networkMode: 'offlineFirst' });
  const plan = query.data?.plan;
  usePageTitle(plan?.name ?? t('planning.board'));
  return (
    <Container maxW="1600px" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }} data-testid="planning-page">
      <PageStatusView status={valid ? pageStatusOf(query) : -1} error={query.error} onRetry={() => void query.refetch()} empty={{ title: t('planning.notFound') }}>
        {plan && <PlanBoard key={plan.id} plan={plan} editable={mode === PLAN_MODES.edit} type={type!} />}
      </PageStatusView>
    </Container>
  );
}
