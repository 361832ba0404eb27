import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** Heading element id, for aria-labelledby on the section. */
  id?: string;
  /** Right-aligned actions (a "more" link, filters). */
  children?: ReactNode;
}

/** Editorial section title: serif heading with a short cinnabar rule, subtitle beneath. */
export function SectionHeading({ title, subtitle, id, children }: SectionHeadingProps) {
  return (
    <div className={styles.row}>
      <div className={styles.titles}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}
