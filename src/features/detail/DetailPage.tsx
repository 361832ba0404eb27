import { Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CalendarGlyph, EyeGlyph } from '../../components/icons';
import { staticClass } from '../../components/static-styles';
import { lazyNamed, lazyPopup } from '../../lib/lazy-component';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { DETAIL_PAGES } from '../../shared/catalogue/links';
import { hidesPublishTime } from '../../shared/catalogue/list-rules';
import type { DetailResult } from '../../shared/catalogue/types';
import { COLOURED_PAGES, detailIdFrom, detailQuery, FORMS } from './api/detail-queries';
import { ArticleBody, pageStatusOf, PageStatusView } from '../../components/content';
import { ColourBars } from './components/ColourBars';
import { DownloadButtons } from '../../components/download';
import { AddToBoardMenu } from '../../components/add-to-board/AddToBoardMenu';
import { FavouriteButton, FollowButton } from '../../lib/offline/components/ToggleButtons';
import { useRecordView } from '../../lib/offline/hooks/use-record-view';
import type { HistoryTarget } from '../../lib/offline/store';
import type { PinItem } from '../../lib/works/idea-boards';
import { DetailCrumbs } from './components/DetailCrumbs';
import type { ImageViewerProps } from './components/ImageViewer';
import { NeighbourLinks } from './components/NeighbourLinks';
import { PictureGrid } from './components/PictureGrid';
import { RelatedItems } from './components/RelatedItems';

// The large viewer (a full-screen dialog) loads when a picture is first opened (issue #11).
const ImageViewer = lazyPopup<ImageViewerProps>(
  lazyNamed(() => import('./components/ImageViewer'), 'ImageViewer'),
  (props) => props.index !== null,
);
// Books (their page-turning reader, reading position, keeping one offline with its progress bar)
// are their own chunks, not part of every detail page.
const TrendBook = lazyNamed(() => import('./components/TrendBook'), 'TrendBook');
const LockedBookPage = lazyNamed(() => import('./components/TrendBook'), 'LockedBookPage');
const BookReader = lazyNamed(() => import('./components/BookReader'), 'BookReader');
const BookSkeleton = () => <Skeleton height="60vh" borderRadius="l2" />;
const OfflinePackButton = lazyNamed(() => import('../../lib/offline/components/OfflinePackButton'), 'OfflinePackButton');

/** The item as the offline store keeps it for favourites and history. */
const offlineTargetOf = (item: DetailResult['item']): HistoryTarget => ({ itemId: item.id, type: item.type, title: item.title, cover: item.cover });

/** What "add to board" pins from the page: the item's first picture, or its cover. */
function pinOf(item: DetailResult['item']): PinItem {
  const picture = item.pictures[0] ?? { url: item.cover, width: item.width, height: item.height };
  return { kind: 'picture', src: picture.url, ratio: (picture.width ?? 0) / (picture.height || 1) };
}

function Meta({ item, channel }: { item: DetailResult['item']; channel: number }) {
  const { t, formatCount, formatDate } = useLocale();
  return (
    <div className={staticClass('stack-3')}>
      <div className={staticClass('detail-facts')}>
        <div className={staticClass('detail-fact')}>
          <CalendarGlyph className={staticClass('icon-4')} />
          <span data-testid="detail-date">
            {hidesPublishTime(channel, item.column, item.subcolumn) ? t('content.publishHidden') : t('content.published', { date: formatDate(item.publish_time) })}
          </span>
        </div>
        <div className={staticClass('detail-fact')}>
          <EyeGlyph className={staticClass('icon-4')} />
          <span>{t('common.views', { count: formatCount(item.pv) })}</span>
        </div>
        {item.is_vip && <span className={staticClass('detail-vip')}>{t('common.vip')}</span>}
        {/* On a phone the buttons have a line of their own from the first paint: add-to-board, which
            appears once the member's offline store is open, then joins the favourite button there
            instead of wrapping the row and moving the page below it. */}
        <div className={staticClass('detail-actions')}>
          <FavouriteButton item={offlineTargetOf(item)} size="xs" />
          <AddToBoardMenu item={pinOf(item)} />
        </div>
      </div>
      {item.brand && (
        <p className={staticClass('detail-person')}>
          <span className={staticClass('detail-person-label')}>{t('content.brandLabel')}</span>
          <RouterLink to={`/list/brand?brand=${item.brand.id}`} className={staticClass('detail-brand-link')}>
            {item.brand.name}
          </RouterLink>
          <FollowButton who={{ target: 'brand', targetId: item.brand.id, name: item.brand.name }} size="xs" className={staticClass('follow-after-name')} />
        </p>
      )}
      {item.blogger && (
        <p className={staticClass('detail-person')}>
          <span className={staticClass('detail-person-label')}>{t('content.bloggerLabel')}</span>
          {item.blogger.name}
          <FollowButton who={{ target: 'blogger', targetId: item.blogger.id, name: item.blogger.name }} size="xs" className={staticClass('follow-after-name')} />
        </p>
      )}
      {item.tag_base_array.length > 0 && (
        <div className={staticClass('detail-tags')} aria-label={t('content.tags')} data-testid="detail-tags">
          {Object.values(item.tag_base)
            .flat()
            .filter((tag, index, all): tag is string => !!tag && all.indexOf(tag) === index)
            .map((tag) => (
              <span key={tag} className={staticClass('detail-tag')}>
                {tag}
              </span>
            ))}
        </div>
      )}
    </div>
  );
}

/**
 * Every detail page of spec §2: breadcrumb with close button, title and facts, the body in the
 * page's form (pictures, montage, article, video, book reader), the large image viewer,
 * previous/next in the column and related items. VIP content answers 9527 for others.
 */
export function DetailPage({ page: fixedPage }: { page?: keyof typeof FORMS }) {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t, locale } = useLocale();
  const page = (fixedPage ?? params.page) as keyof typeof FORMS | undefined;
  const form = page && (page in FORMS) ? FORMS[page] : undefined;
  const id = detailIdFrom(search, params.id);
  const query = useQuery({ ...detailQuery(id ?? 0, locale), enabled: id !== null && form !== undefined });
  const [viewing, setViewing] = useState<number | null>(null);
  const data = query.data;
  usePageTitle(data?.item.title);
  useRecordView(data && offlineTargetOf(data.item));

  const digits = [params.id, params.p].every((value) => value === undefined || /^\d+$/.test(value));
  if (!form || id === null || !digits || !(DETAIL_PAGES as readonly string[]).concat(['archivePage']).includes(page!)) {
    return <PageStatusView status={-1} />;
  }
  const channel = Number(search.get('channel') ?? params.channel ?? data?.item.channel ?? 0) || (data?.item.channel ?? 0);
  const embedded = search.get('dataSource') === 'dsd';
  const readerPage = Number(params.p ?? search.get('p') ?? 1) || 1;
  const setReaderPage = (next: number) => {
    if (page === 'archivePage') navigate(`/detail/archivePage/id/${id}/p/${next}`, { replace: true });
    else setSearch((current) => ({ ...Object.fromEntries(current), p: String(next) }), { replace: true });
  };
  const hrefOf = (other: number) => {
    if (page === 'archivePage') return `/detail/archivePage/id/${other}`;
    const next = new URLSearchParams(search);
    next.set('id', String(other));
    next.delete('p');
    return `${pathname}?${next}`;
  };

  const status = pageStatusOf(query);
  /** Trend books read from their own pages (issue #17); a locked one still shows its cover. */
  const isBook = page === 'books' || page === 'bookFutu';
  const pictures = data?.item.pictures ?? [];
  const openImage = (url: string) => {
    const index = pictures.findIndex((p) => p.url === url);
    setViewing(index >= 0 ? index : null);
  };

  return (
    <div className={staticClass('detail-page')}>
      <DetailCrumbs channel={channel} column={data?.route_info.column} subcolumn={data?.route_info.subcolumn} embedded={embedded} />
      {isBook && status === 9527 ? (
        <Suspense fallback={<BookSkeleton />}>
          <LockedBookPage id={id} />
        </Suspense>
      ) : (
      <PageStatusView status={status} error={query.error} onRetry={() => query.refetch()} skeleton="article">
        {data && isBook ? (
          <Box as="article" data-testid="detail" data-form="book">
            <Box maxW="3xl" mx="auto" mt="4">
              <Header item={data.item} channel={channel} summary />
            </Box>
            <Box mt="6">
              <Suspense fallback={<BookSkeleton />}>
                <TrendBook id={id} title={data.item.title} />
              </Suspense>
            </Box>
            <Flex mt="6" justify="center" align="start" gap="6" wrap="wrap">
              <DownloadButtons itemId={id} />
              {/* The book as an offline pack: size first, progress, then readable with no network. */}
              <Suspense fallback={null}>
                <OfflinePackButton kind="book" title={data.item.title} href={`${pathname}?id=${id}`} pages={[]} />
              </Suspense>
            </Flex>
            <NeighbourLinks prev={data.prev} next={data.next} hrefOf={hrefOf} />
            <RelatedItems id={id} dataSource={search.get('dataSource')} />
          </Box>
        ) : data && (
          <article data-testid="detail" data-form={form}>
            {form === 'pictures' || form === 'montage' ? (
              <div className={staticClass(form === 'montage' ? 'detail-montage-layout' : 'detail-pictures-layout')}>
                {form === 'montage' && <Header item={data.item} channel={channel} />}
                <PictureGrid pictures={pictures} onOpen={setViewing} variant={form === 'montage' ? 'montage' : 'gallery'} title={data.item.title} />
                <div className={staticClass('detail-side')}>
                  {form === 'pictures' && <Header item={data.item} channel={channel} />}
                  {COLOURED_PAGES.has(page!) && <ColourBars id={id} />}
                  <DownloadButtons itemId={id} />
                  {data.item.body.length > 0 && <ArticleBody blocks={data.item.body} onImage={openImage} />}
                </div>
              </div>
            ) : (
              <Box maxW="3xl" mx="auto" mt="4">
                <Header item={data.item} channel={channel} summary />
                <Box mt="8">
                  {form === 'reader' ? (
                    <Suspense fallback={<BookSkeleton />}>
                      <BookReader pages={pictures} page={readerPage} onPage={setReaderPage} onOpen={setViewing} />
                    </Suspense>
                  ) : (
                    <ArticleBody blocks={data.item.body} onImage={openImage} />
                  )}
                </Box>
                {form !== 'reader' && pictures.length > 0 && (
                  <Box mt="10">
                    <Text fontSize="sm" color="fg.subtle" mb="3">
                      {t('content.pictures', { count: pictures.length })}
                    </Text>
                    <PictureGrid pictures={pictures} onOpen={setViewing} variant="montage" title={data.item.title} />
                  </Box>
                )}
              </Box>
            )}
            <NeighbourLinks prev={data.prev} next={data.next} hrefOf={hrefOf} />
            <RelatedItems id={id} dataSource={search.get('dataSource')} />
            <ImageViewer pictures={pictures} index={viewing} onIndex={setViewing} channel={channel} />
          </article>
        )}
      </PageStatusView>
      )}
    </div>
  );
}

/** Title and facts; with `summary`, the item's summary under them (article and book forms). */
function Header({ item, channel, summary = false }: { item: DetailResult['item']; channel: number; summary?: boolean }) {
  return (
    <div className={staticClass('stack-4')}>
      <h1 className={staticClass('detail-title')} data-testid="detail-title">
        {item.title}
      </h1>
      <Meta item={item} channel={channel} />
      {summary && item.summary && <p className={staticClass('detail-summary')}>{item.summary}</p>}
    </div>
  );
}

export { DetailPage as Component };
