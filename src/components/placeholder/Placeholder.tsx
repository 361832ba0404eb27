import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './Placeholder.module.css';

interface PlaceholderProps {
  /** Width and height (any CSS length). */
  width?: string;
  height?: string;
  /** Holds the space without pulsing: placeholders far from the reader's view stay still. */
  still?: boolean;
  className?: string;
}

/** A box that stands in for content still loading (Chakra's Skeleton look, without its runtime). */
export function Placeholder({ width, height, still = false, className }: PlaceholderProps) {
  const style: CSSProperties | undefined = width || height ? { width, height } : undefined;
  return <div className={[styles.placeholder, still ? '' : styles.pulse, className ?? ''].join(' ').trim()} style={style} aria-hidden />;
}

/** A card's stand-in: a 3:4 cover and text lines of the given [height, width]. */
export function PlaceholderCard({ lines, still }: { lines: readonly (readonly [height: string, width: string])[]; still?: boolean }) {
  return (
    <div className={styles.card}>
      <Placeholder className={styles.cover} still={still} />
      {lines.map(([height, width], index) => (
        <Placeholder key={index} height={height} width={width} still={still} />
      ))}
    </div>
  );
}

/** An article's stand-in: its title, byline, lead picture and first lines. */
export function PlaceholderArticle(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={styles.article} {...props}>
      <Placeholder height="var(--chakra-sizes-8)" width="70%" />
      <Placeholder height="var(--chakra-sizes-4)" width="30%" />
      <Placeholder height="var(--chakra-sizes-72)" className={styles.picture} />
      {Array.from({ length: 5 }, (_, index) => (
        <Placeholder key={index} height="var(--chakra-sizes-4)" width={index === 4 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
