import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { staticClass } from '../../../components/static-styles';

const HelpTooltip = lazy(() => import('./HelpTooltip'));

/**
 * A "?" button with a help tooltip. The tooltip (Chakra's positioning machinery, ≈ 9 KB brotli)
 * loads when the reader first points at or focuses the button and then shows at once (issue #11).
 */
export function HelpTip({ text, testId }: { text: string; testId: string }) {
  const [wanted, setWanted] = useState<'pointer' | 'focus' | null>(null);
  const button = (props: ComponentPropsWithRef<'button'>) => (
    <button type="button" className={staticClass('help-tip')} data-testid={testId} aria-label={text} {...props}>
      ?
    </button>
  );
  if (!wanted) return button({ onPointerEnter: () => setWanted('pointer'), onFocus: () => setWanted('focus') });
  // The loaded tooltip's trigger replaces this button: it keeps the keyboard focus.
  const trigger = button({ autoFocus: wanted === 'focus' });
  return (
    <Suspense fallback={trigger}>
      <HelpTooltip trigger={trigger} text={text} />
    </Suspense>
  );
}
