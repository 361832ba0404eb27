import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { Placeholder } from '../../../components/placeholder';
import { ArrowRightGlyph } from '../../../components/icons';
import { linkOverlay } from '../../../components/link-overlay';
import { layOutWhenIdle, offscreenDeferred } from '../../../components/offscreen';
import { waitingStatusOf } from '../../../components/content/page-status';
import { SectionHeading } from '../../../components/section-heading';
import { staticClass } from '../../../components/static-styles';
import { MAIN_CHANNELS, type MainChannel } from '../../../lib/channels';
import { useLocale } from '../../../i18n/use-locale';
import type { ListResult } from '../../../shared/catalogue/types';
import { channelPreviewQuery } from '../api/home-queries';
import { channelHomeHref } from './links';

interface ChannelCardProps {
  channel: MainChannel;
  preview: ListResult | null | undefined;
  /** Its covers are on their way (not waiting offline for the network: their frames then stay still). */
  loading: boolean;
  current: boolean;
}

function ChannelCard({ channel, preview, loading, current }: ChannelCardProps) {
  const { t, formatCount } = useLocale();
  const covers = preview?.list ?? [];
  return (
    <article data-testid="channel-block" role="group" className={`${staticClass(current ? 'channel-card-current' : 'channel-card')} ${linkOverlay.box}`}>
      <div className={staticClass('channel-covers')}>
        {[0, 1, 2].map((index) => {
          const item = covers[index];
          return (
            <div key={item?.id ?? `empty-${index}`} className={staticClass(index === 0 ? 'channel-cover-main' : 'channel-cover')}>
              {item ? <CoverImage src={item.cover_thumb} alt="" loading="lazy" /> : loading && <Placeholder width="100%" height="100%" />}
            </div>
          );
        })}
      </div>
      <div className={staticClass('channel-body')}>
        <div className={staticClass('channel-title-row')}>
          <RouterLink to={channelHomeHref(channel)} className={linkOverlay.overlay}>
            <p className={staticClass('channel-name')}>{t(`common.channel.${channel}`)}</p>
          </RouterLink>
          {current && <span className={staticClass('channel-current')}>{t('home.channelCurrent')}</span>}
        </div>
        <p className={staticClass('muted-text-sm')}>{t(`home.channelIntro.${channel}`)}</p>
        <div className={staticClass('channel-foot')}>
          <p className={staticClass('channel-count')}>{preview ? t('home.channelCount', { count: formatCount(preview.count) }) : '\u00a0'}</p>
          <div className={staticClass('channel-enter')}>
            <span>{t('home.channelEnter')}</span>
            <ArrowRightGlyph className={staticClass('icon-4')} />
          </div>
        </div>
      </div>
    </article>
  );
}

/** The three main channels (women 20850, men 20840, kids 20860) with their newest covers. */
export function ChannelBlocks({ current }: { current: number }) {
  const { t, locale } = useLocale();
  const previews = useQueries({ queries: MAIN_CHANNELS.map((channel) => channelPreviewQuery(channel, locale)) });
  return (
    <section id="channels" aria-labelledby="home-channels-title" className={`${staticClass('home-section')} ${offscreenDeferred}`} ref={layOutWhenIdle}>
      <SectionHeading id="home-channels-title" title={t('home.channelsTitle')} subtitle={t('home.channelsSubtitle')} />
      <div className={staticClass('channel-grid')}>
        {MAIN_CHANNELS.map((channel, index) => (
          <ChannelCard
            key={channel}
            channel={channel}
            preview={previews[index]?.data}
            loading={waitingStatusOf(previews[index]!) === 'loading'}
            current={channel === current}
          />
        ))}
      </div>
    </section>
  );
}
