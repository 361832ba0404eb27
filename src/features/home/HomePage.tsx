import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { waitingStatusOf } from '../../components/content/page-status';
import { RenderWhenIdle } from '../../components/offscreen/RenderWhenIdle';
import { columnsById, navListQuery } from '../../lib/catalogue';
import { channelFromSearch, isMainChannel } from '../../lib/channels';
import { useDocumentTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { dailyCountsQuery, hotItemsQuery, latestItemsQuery, pagesFromSearch } from './api/home-queries';
import { BannerStrip } from './components/BannerStrip';
import { ChannelBlocks } from './components/ChannelBlocks';
import { Hero } from './components/Hero';
import { ColumnShowcase } from './components/ColumnShowcase';
import { LatestGrid } from './components/LatestGrid';
import { TrendAndRunway } from './components/TrendAndRunway';

/**
 * Home (/index/home and /): hero with the week's update count, banners, the three main
 * channels, the channel's columns at a glance, trend forecasts and runway, and the newest items
 * of the current channel (query `channel`, default women's). The sections between the banners and
 * the newest items render at idle moments after the first screen.
 */
export function HomePage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const channel = channelFromSearch(search);
  const pages = pagesFromSearch(search);
  useDocumentTitle(t('home.pageTitle'));

  const hotQuery = useQuery(hotItemsQuery(channel, locale));
  const hot = hotQuery.data;
  const { data: nav } = useQuery(navListQuery(channel, locale));
  const { data: latest } = useQuery(latestItemsQuery(channel, 1, locale));
  const { data: daily } = useQuery(dailyCountsQuery(channel));
  const channelName = isMainChannel(channel) ? t(`common.channel.${channel}`) : String(channel);

  return (
    <>
      <Hero
        hotItems={hot === undefined ? undefined : (hot?.list ?? [])}
        offline={waitingStatusOf(hotQuery) === 'offline'}
        itemCount={latest === undefined ? undefined : (latest?.count ?? 0)}
        columnCount={nav === undefined ? undefined : columnsById(nav ? [...nav.list, ...nav.mid_list] : []).size}
        weeklyUpdates={daily === undefined ? undefined : (daily?.total ?? 0)}
      />
      <BannerStrip channel={channel} />
      <RenderWhenIdle>
        <ChannelBlocks current={channel} />
      </RenderWhenIdle>
      <RenderWhenIdle>
        <ColumnShowcase channel={channel} />
      </RenderWhenIdle>
      <RenderWhenIdle>
        <TrendAndRunway channel={channel} />
      </RenderWhenIdle>
      <LatestGrid key={channel} channel={channel} channelName={channelName} pages={pages} />
    </>
  );
}

export { HomePage as Component };
