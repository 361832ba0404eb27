import { textColourOn } from '../../../shared/colour/contrast';
import styles from './Swatch.module.css';

export interface SwatchProps {
  hex: string;
  /** Bigger text lines under the hex: code, name … */
  lines?: (string | null | undefined)[];
  /** Small badge at the corner, e.g. "ΔE 1.2". */
  badge?: string;
  size?: 'sm' | 'md' | 'lg';
  onClick?: () => void;
  title?: string;
  testId?: string;
}

/**
 * A colour chip: the colour fills it, texts in the contrast colour of spec §9. Plain elements and
 * classes, not Chakra style props: the library renders 80 at a time (issue #11).
 */
export function Swatch({ hex, lines = [], badge, size = 'md', onClick, title, testId }: SwatchProps) {
  const ink = textColourOn(hex);
  const content = (
    <>
      <div className={`${styles.chip} ${styles[size]}`} style={{ background: hex, color: ink }}>
        {badge && (
          <p className={styles.badge}>
            {badge}
          </p>
        )}
        <p className={styles.hex}>
          {hex}
        </p>
      </div>
      {lines.filter(Boolean).map((line, index) => (
        <p key={index} className={index === 0 ? `${styles.line} ${styles.lead}` : styles.line}>
          {line}
        </p>
      ))}
    </>
  );
  if (!onClick) {
    return (
      <div data-testid={testId} title={title}>
        {content}
      </div>
    );
  }
  return (
    <button type="button" className={styles.button} data-testid={testId} title={title} onClick={onClick}>
      {content}
    </button>
  );
}
