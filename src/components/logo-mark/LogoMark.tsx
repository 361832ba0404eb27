import { APP_MARK, drawMark } from './logo-mark';

const MARK = drawMark(APP_MARK);

/** The brand mark, drawn inline (see logo-mark.ts); decorative: the link or heading beside it names the brand. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={MARK.viewBox} className={className} aria-hidden="true" focusable="false">
      <rect width={MARK.size} height={MARK.size} rx={MARK.cornerRadius} fill={MARK.ground} />
      {MARK.layers.map(({ fill, d }, index) => (
        <path key={index} fill={fill} d={d} />
      ))}
    </svg>
  );
}
