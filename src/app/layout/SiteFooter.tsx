import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../components/logo-mark';
import { useLocale } from '../../i18n/use-locale';
import type { PlainMessageKey } from '../../i18n/translate';
import styles from './SiteFooter.module.css';

/** Static pages that belong to the content feature; the shell only links to them. */
const COMPANY_LINKS: [string, PlainMessageKey][] = [
  ['/about', 'shell.about'],
  ['/aboutColoretto', 'shell.aboutColoretto'],
  ['/qualification', 'shell.qualification'],
];
const SERVICE_LINKS: [string, PlainMessageKey][] = [
  ['/productCenter', 'shell.productCenter'],
  ['/contactUs', 'shell.contactUs'],
];

function LinkColumn({ title, links }: { title: string; links: [string, PlainMessageKey][] }) {
  const { t } = useLocale();
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {links.map(([to, label]) => (
          <li key={to}>
            <RouterLink to={to} className={styles.link}>
              {t(label)}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useLocale();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.wrap}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <div className={styles.brand}>
              <LogoMark className={styles.brandMark} />
              <p className={styles.brandName}>
                潮织 <span className={styles.brandLatin}>TRENDLOOM</span>
              </p>
            </div>
            <p className={styles.tagline}>{t('shell.footerTagline')}</p>
          </div>
          <LinkColumn title={t('shell.footerCompany')} links={COMPANY_LINKS} />
          <LinkColumn title={t('shell.footerService')} links={SERVICE_LINKS} />
        </div>
        <p className={styles.copyright}>{t('shell.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
