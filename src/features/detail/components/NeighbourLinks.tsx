import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftGlyph, ArrowRightGlyph } from '../../../components/icons';
import { linkOverlay } from '../../../components/link-overlay';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';

type Neighbour = { id: number; title: string } | null;

const CELLS = {
  prev: { present: 'neighbour-prev', missing: 'neighbour-prev-none' },
  next: { present: 'neighbour-next', missing: 'neighbour-next-none' },
} as const;

/** Previous (newer) and next (older) item of the same column, on the same detail page type. */
export function NeighbourLinks({ prev, next, hrefOf }: { prev: Neighbour; next: Neighbour; hrefOf: (id: number) => string }) {
  const { t } = useLocale();
  const cell = (neighbour: Neighbour, label: string, empty: string, side: 'prev' | 'next') => (
    <div className={`${staticClass(CELLS[side][neighbour ? 'present' : 'missing'])} ${linkOverlay.box}`} data-testid={`detail-${side}`}>
      <div className={staticClass(side === 'next' ? 'neighbour-label-next' : 'neighbour-label-prev')}>
        {side === 'prev' && <ArrowLeftGlyph className={staticClass('icon-3.5')} />}
        {label}
        {side === 'next' && <ArrowRightGlyph className={staticClass('icon-3.5')} />}
      </div>
      {neighbour ? (
        <RouterLink to={hrefOf(neighbour.id)} className={linkOverlay.overlay}>
          <p className={staticClass('neighbour-title')}>{neighbour.title}</p>
        </RouterLink>
      ) : (
        <p className={staticClass('muted-text-sm')}>{empty}</p>
      )}
    </div>
  );
  return (
    <nav className={staticClass('detail-neighbours')}>
      <div className={staticClass('detail-neighbour-grid')}>
        {cell(prev, t('content.prevItem'), t('content.noPrev'), 'prev')}
        {cell(next, t('content.nextItem'), t('content.noNext'), 'next')}
      </div>
    </nav>
  );
}
