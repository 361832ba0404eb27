import { createIcon } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Line icons on a 24 px grid, 1.75 px strokes, drawn in currentColor. */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * The same drawing as a plain `<svg>`, sized and placed by the caller's class: for icons repeated
 * on every card of a page, where a Chakra icon costs a style resolution each (issue #11).
 */
function glyph(displayName: string, path: ReactNode) {
  const Glyph = ({ className }: { className?: string }) => (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
  Glyph.displayName = displayName;
  return Glyph;
}

export const SearchGlyph = glyph('SearchGlyph', [<circle key="c" cx="11" cy="11" r="6.5" {...stroke} />, <path key="p" d="m20 20-4.2-4.2" {...stroke} />]);

export const SunGlyph = glyph('SunGlyph', [
  <circle key="c" cx="12" cy="12" r="4" {...stroke} />,
  <path key="p" d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" {...stroke} />,
]);

export const MoonGlyph = glyph('MoonGlyph', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" {...stroke} />);

const eye = [
  <path key="p" d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" {...stroke} />,
  <circle key="c" cx="12" cy="12" r="2.75" {...stroke} />,
];
export const EyeIcon = createIcon({ displayName: 'EyeIcon', path: eye });
export const EyeGlyph = glyph('EyeGlyph', eye);

const calendar = [<rect key="r" x="3.5" y="5" width="17" height="15" rx="2" {...stroke} />, <path key="p" d="M3.5 10h17M8 3v4M16 3v4" {...stroke} />];
export const CalendarIcon = createIcon({ displayName: 'CalendarIcon', path: calendar });
export const CalendarGlyph = glyph('CalendarGlyph', calendar);

const arrowRight = <path d="M5 12h14m-5-5 5 5-5 5" {...stroke} />;
export const ArrowRightIcon = createIcon({ displayName: 'ArrowRightIcon', path: arrowRight });
export const ArrowRightGlyph = glyph('ArrowRightGlyph', arrowRight);

const arrowLeft = <path d="M19 12H5m5-5-5 5 5 5" {...stroke} />;
export const ArrowLeftIcon = createIcon({ displayName: 'ArrowLeftIcon', path: arrowLeft });
export const ArrowLeftGlyph = glyph('ArrowLeftGlyph', arrowLeft);

export const GlobeGlyph = glyph('GlobeGlyph', [
  <circle key="c" cx="12" cy="12" r="9" {...stroke} />,
  <path key="p" d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" {...stroke} />,
]);

const refresh = <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4.5V11h-6.5" {...stroke} />;
export const RefreshIcon = createIcon({ displayName: 'RefreshIcon', path: refresh });
export const RefreshGlyph = glyph('RefreshGlyph', refresh);

const lock = [<rect key="r" x="4.5" y="10.5" width="15" height="10" rx="2" {...stroke} />, <path key="p" d="M8 10.5V7.5a4 4 0 0 1 8 0v3" {...stroke} />];
export const LockIcon = createIcon({ displayName: 'LockIcon', path: lock });
export const LockGlyph = glyph('LockGlyph', lock);
