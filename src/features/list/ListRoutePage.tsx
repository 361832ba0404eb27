import { Container } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { GridSkeleton, PageStatusView, useListArgs, waitingStatusOf } from '../../components/content';
import { navListQuery } from '../../lib/catalogue';
import { lazyNamed } from '../../lib/lazy-component';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import type { ListRoute } from '../../shared/catalogue/types';
import { foreignChannelOf, listPageOf, menuQuery, subcolumnOf } from './api/list-queries';
import { useListColumn } from './hooks/use-list-column';
import { analysisScopeOf } from './api/analysis-queries';
import { AnalysisSkeleton } from './components/AnalysisSkeleton';
import type { ListLayoutProps } from './layouts/list-layout';
import { StandardLayout } from './layouts/StandardLayout';

// The standard list is most list pages; the special layouts (and the analysis dashboard) load with
// the page that uses them, not with every list (issue #11).
const AnalysisDashboard = lazyNamed(() => import('./components/AnalysisDashboard'), 'AnalysisDashboard');
const AiHomeLayout = lazyNamed(() => import('./layouts/AiHomeLayout'), 'AiHomeLayout');
const ColumnHomeLayout = lazyNamed(() => import('./layouts/ColumnHomeLayout'), 'ColumnHomeLayout');
const FollowLayout = lazyNamed(() => import('./layouts/FollowLayout'), 'FollowLayout');
const InsGalleryLayout = lazyNamed(() => import('./layouts/InsGalleryLayout'), 'InsGalleryLayout');
const PhotosLayout = lazyNamed(() => import('./layouts/PhotosLayout'), 'PhotosLayout');
const PatternLayout = lazyNamed(() => import('./layouts/PatternLayout'), 'PatternLayout');

/** Layouts served by other pages: the list route page sends the reader there with the same query. */
const ELSEWHERE: Record<string, string> = { brand: '/list/brand', color: '/list/color' };

function Layout(props: ListLayoutProps & { layout: string }) {
  return (
    <Suspense fallback={<ListSkeleton />}>
      <LayoutOf {...props} />
    </Suspense>
  );
}

function ListSkeleton() {
  return (
    <Container maxW="1360px" py="10">
      <GridSkeleton />
    </Container>
  );
}

/** The list's skeleton while loading (PageStatusView's grid), or its offline screen. */
function ListWaiting({ status }: { status: 'loading' | 'offline' }) {
  return (
    <Container maxW="1360px" py="10">
      <PageStatusView status={status} />
    </Container>
  );
}

function LayoutOf({ layout, ...props }: ListLayoutProps & { layout: string }) {
  const { t } = useLocale();
  switch (layout) {
    case 'ai':
      return <AiHomeLayout {...props} />;
    case 'book_magazine':
      return <ColumnHomeLayout {...props} />;
    case 'trend_books':
      return <StandardLayout {...props} layout="dense" />;
    case 'data_analysis':
      return (
        <StandardLayout
          {...props}
          subtitle={t('content.layoutAnalysisSubtitle')}
          layout="ranked"
          showTimeWindow
          aboveItems={
            <Suspense fallback={<AnalysisSkeleton />}>
              <AnalysisDashboard scope={analysisScopeOf(props.params)} />
            </Suspense>
          }
        />
      );
    case 'my_follow':
      return <FollowLayout {...props} />;
    case 'dnext_photos':
      return <PhotosLayout {...props} />;
    case 'ins_gallery':
      return <InsGalleryLayout {...props} />;
    case 'pattern':
      return <PatternLayout {...props} />;
    default:
      return <StandardLayout {...props} />;
  }
}

const LAYOUT_TITLES = {
  ai: 'content.layoutAiTitle',
  trend_books: 'content.layoutBooksTitle',
  book_magazine: 'content.layoutBookHomeTitle',
  data_analysis: 'content.layoutAnalysisTitle',
  my_follow: 'content.layoutFollowTitle',
  dnext_photos: 'content.layoutPhotosTitle',
  pattern: 'content.layoutPatternTitle',
  ins_gallery: 'content.layoutInsTitle',
} as const;

/**
 * /list/{name}: a custom route of the server's table (its layout), a fixed path, or — for a
 * column link whose name is the column's url_str — the generic list. Anything else is the -1 page.
 */
export function ListRoutePage({ name: fixedName }: { name?: string }) {
  const params = useParams();
  const name = fixedName ?? params.name ?? '';
  const { t, locale } = useLocale();
  const { search } = useLocation();
  const [args, update, hrefWith] = useListArgs();
  const menu = useQuery(menuQuery(locale));
  const route: ListRoute | undefined = menu.data?.routes.find((r) => r.name === name);
  const foreign = foreignChannelOf(name, args, menu.data?.routes);
  const tree = useQuery({ ...navListQuery(foreign ?? 0, locale), enabled: foreign !== undefined });
  const { layout, channel, column: columnId, params: listParams } = listPageOf(name, args, menu.data?.routes, tree.data ?? undefined);
  const { column, subcolumn } = useListColumn(channel, columnId, subcolumnOf(args));
  const title =
    route?.title ?? column?.name ?? (layout && layout in LAYOUT_TITLES ? t(LAYOUT_TITLES[layout as keyof typeof LAYOUT_TITLES]) : name === 'yarn_company' ? t('content.layoutYarnTitle') : name);
  const waiting = waitingStatusOf(menu, ...(foreign === undefined ? [] : [tree]));
  // The tab names the page shown: the brand alone until the routes are known, the -1 screen's title
  // for a name that is no list (not the name from the address, as if it were a page).
  usePageTitle(waiting ? undefined : layout ? title : t('content.statusHidden'));

  if (waiting) return <ListWaiting status={waiting} />;
  const elsewhere = layout ? ELSEWHERE[layout] : undefined;
  if (elsewhere && elsewhere !== `/list/${name}`) return <Navigate to={`${elsewhere}${search}`} replace />;
  if (!layout) return <PageStatusView status={-1} />;

  return (
    <Layout
      key={name}
      layout={layout}
      name={name}
      route={route}
      title={title}
      params={listParams}
      args={args}
      update={update}
      hrefWith={hrefWith}
      column={column}
      subcolumn={subcolumn}
    />
  );
}

export { ListRoutePage as Component };
