import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { GridSkeleton } from '../../components/content';
import { staticClass } from '../../components/static-styles';
import { navListQuery } from '../../lib/catalogue';
import { channelFromSearch } from '../../lib/channels';
import { fillPath } from '../../lib/path';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { HelpTip } from './components/HelpTip';
import { activeTab, tabSearch, visibleTabs, type ColourTab, type ColourTabKey } from './tabs';

const panels: Record<ColourTabKey, ReturnType<typeof lazy>> = {
  analysis: lazy(() => import('./components/AnalysisTab')),
  insight: lazy(() => import('./components/InsightTab')),
  mood: lazy(() => import('./components/MoodTab')),
  library: lazy(() => import('./components/LibraryTab')),
  picker: lazy(() => import('./components/PickerTab')),
  matching: lazy(() => import('./components/MatchingTab')),
  palettes: lazy(() => import('./components/PalettesTab')),
};

function TabLink({ tab, href, active }: { tab: ColourTab; href: string; active: boolean }) {
  const { t } = useLocale();
  const label = t(`colour.tab.${tab.key}`);
  return (
    <div className={staticClass('colour-tab-cell')}>
      <RouterLink to={href} data-testid={`colour-tab-${tab.ntype}`} aria-current={active ? 'page' : undefined} className={staticClass(active ? 'colour-tab-active' : 'colour-tab')}>
        {label}
        {tab.isNew && (
          <span className={staticClass('colour-tab-new')} data-testid="colour-tab-new">
            {t('colour.newBadge')}
          </span>
        )}
      </RouterLink>
      {tab.help && <HelpTip text={t('colour.moodHelp')} testId="colour-mood-help" />}
    </div>
  );
}

/**
 * /list/color?ntype=…&channel=… (spec §2 Colour): the colour tools under one sub-navigation. Which
 * tabs show depends on the channel (insight) and its column list (analysis needs color_real).
 */
export function ColourPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const channel = channelFromSearch(search);
  const ntypeText = search.get('ntype');
  const ntype = ntypeText === null || ntypeText === '' || !/^\d+$/.test(ntypeText) ? null : Number(ntypeText);
  const nav = useQuery(navListQuery(channel, locale));
  const columns = nav.data ? [...nav.data.list, ...nav.data.mid_list] : [];
  usePageTitle(t('colour.pageTitle'));

  const tabs = visibleTabs(channel, columns);
  const active = activeTab(ntype, channel, columns);
  const Panel = panels[active.key];
  const hrefWith = (patch: Record<string, string | number | undefined>) =>
    fillPath('/list/color', { ...Object.fromEntries(search), ...patch });

  return (
    <div data-testid="colour-page" data-channel={channel} data-active-tab={active.ntype}>
      <div className={staticClass('hero-band')}>
        <div className={staticClass('colour-band-body')}>
          <div className={staticClass('colour-title-row')}>
            <h1 className={staticClass('colour-title')}>{t('colour.pageTitle')}</h1>
            <p className={staticClass('muted-text-sm')}>{t('colour.pageLead')}</p>
          </div>
          <nav aria-label={t('colour.pageTitle')} className={staticClass('colour-tabs')} data-testid="colour-tabs" aria-busy={nav.isPending}>
            {tabs.map((tab) => (
              <TabLink key={tab.ntype} tab={tab} active={tab === active} href={fillPath('/list/color', tabSearch(tab, channel, columns))} />
            ))}
          </nav>
        </div>
      </div>
      <div className={staticClass('colour-body')}>
        <Suspense fallback={<GridSkeleton count={8} />}>
          <Panel channel={channel} search={search} hrefWith={hrefWith} />
        </Suspense>
      </div>
    </div>
  );
}

export { ColourPage as Component };
