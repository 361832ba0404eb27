import { Outlet } from 'react-router-dom';
import { SlotList } from '../../components/slot';
import { useLocale } from '../../i18n/use-locale';
import { RenderWhenIdle } from '../../components/offscreen/RenderWhenIdle';
import { idleOverlays, layoutOverlays } from '../feature-slots';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './SiteLayout.module.css';

/** Header, page, footer, and the site-wide overlays features plug in. */
export function SiteLayout() {
  const { t } = useLocale();
  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SlotList slots={layoutOverlays} />
      <RenderWhenIdle placeholder={null}>
        <SlotList slots={idleOverlays} />
      </RenderWhenIdle>
    </div>
  );
}
