import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../components/logo-mark';
import { useLocale } from '../../i18n/use-locale';
import styles from './SiteHeader.module.css';

export function Logo() {
  const { t } = useLocale();
  return (
    <RouterLink to="/" aria-label={t('shell.logoLabel')} className={styles.logo}>
      <LogoMark className={styles.logoMark} />
      <span>
        <span className={styles.logoName}>潮织</span>
        <span className={styles.logoLatin}>Trendloom</span>
      </span>
    </RouterLink>
  );
}
