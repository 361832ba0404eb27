import { Link as RouterLink, useLocation } from 'react-router-dom';
import { GlobeGlyph, MoonGlyph, SunGlyph } from '../../components/icons';
import { SlotList } from '../../components/slot';
import { staticClass } from '../../components/static-styles';
import { MAIN_CHANNELS, useCurrentChannel } from '../../lib/channels';
import { useHeadTheme } from '../../lib/head-theme';
import { useLocale } from '../../i18n/use-locale';
import { headerEndSlots } from '../feature-slots';
import { ColumnNav } from './ColumnNav';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import styles from './SiteHeader.module.css';

function ChannelTabs() {
  const { t } = useLocale();
  const channel = useCurrentChannel();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('shell.channelNav')} className={styles.channels}>
      {MAIN_CHANNELS.map((id) => (
        // Switching channel keeps the reader on the same page type: lists keep their path.
        <RouterLink
          key={id}
          className={styles.channel}
          aria-current={id === channel ? 'true' : undefined}
          to={`${pathname.startsWith('/list/') ? pathname : '/index/home'}?channel=${id}`}
        >
          {t(`shell.channelTab.${id}`)}
        </RouterLink>
      ))}
    </nav>
  );
}

function LocaleSwitch() {
  const { t, locale, setLocale } = useLocale();
  return (
    <button
      type="button"
      className={staticClass('header-button')}
      aria-label={t('shell.switchLocaleLabel')}
      data-testid="locale-switch"
      onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')}
    >
      <GlobeGlyph className={staticClass('icon-4')} />
      <span className={styles.localeLong}>{t('shell.switchLocale')}</span>
      <span className={styles.localeShort}>{t('shell.switchLocaleShort')}</span>
    </button>
  );
}

function ThemeToggle() {
  const { t } = useLocale();
  const [theme, setTheme] = useHeadTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={staticClass('header-icon-button')}
      aria-label={t(next === 'dark' ? 'shell.themeToDark' : 'shell.themeToLight')}
      data-testid="theme-toggle"
      onClick={() => setTheme(next)}
    >
      {theme === 'dark' ? <SunGlyph className={staticClass('icon-4.5')} /> : <MoonGlyph className={staticClass('icon-4.5')} />}
    </button>
  );
}

/** Sticky site header (spec §2): head-dark / head-light follows the theme the reader chose. */
export function SiteHeader() {
  const [theme] = useHeadTheme();
  return (
    <header className={`head-${theme} ${styles.header}`} data-testid="site-header">
      <div className={`${styles.wrap} ${styles.bar}`}>
        <Logo />
        <ChannelTabs />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <SlotList slots={headerEndSlots} />
          <LocaleSwitch />
          <ThemeToggle />
        </div>
      </div>
      <div className={styles.navRow}>
        <div className={styles.wrap}>
          <ColumnNav />
        </div>
      </div>
    </header>
  );
}
