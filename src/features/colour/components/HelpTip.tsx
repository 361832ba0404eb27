import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

const HelpTooltip = lazy(() => import('./HelpTooltip'));

/**
 * A "?" button with a help tooltip. The tooltip (Chakra's positioning machinery, ≈ 9 KB brotli)
 * loads when the reader first points at or focuses the button and then shows at once (issue #11).
 */
export function HelpTip({ text, testId }: { text: string; testId: string }) {
  const [wanted, setWanted] = useState<'pointer' | 'focus' | null>(null);
  const button = (props: HTMLChakraProps<'button'>) => (
    <chakra.button type="button" data-testid={testId} aria-label={text} w="5" h="5" borderRadius="full" borderWidth="1px" fontSize="2xs" color="fg.muted" {...props}>
      ?
    </chakra.button>
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
