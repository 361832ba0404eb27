import { AddToBoardMenu } from '../../../components/add-to-board/AddToBoardMenu';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { useDeferredQueryData } from '../../../lib/api';
import { textColourOn, parseHex } from '../../../shared/colour';
import { colourListQuery } from '../api/detail-queries';

/** Dominant colours of an item as one proportional strip and a legend (ratios total 100). */
export function ColourBars({ id }: { id: number }) {
  const { t, locale } = useLocale();
  const data = useDeferredQueryData(colourListQuery(id, locale));
  if (!data?.list.length) return null;
  return (
    <div className={staticClass('stack-3')} data-testid="colour-bars">
      <p className={staticClass('colour-bars-title')}>{t('content.colours')}</p>
      <div className={staticClass('colour-strip')}>
        {data.list.map((colour) => {
          const rgb = parseHex(colour.color_rgbhex);
          return (
            <div
              key={colour.color_rgbhex}
              className={staticClass('colour-strip-part')}
              style={{ width: `${colour.ratio}%`, background: colour.color_rgbhex, color: rgb ? textColourOn(rgb) : undefined }}
            >
              {colour.ratio >= 12 ? `${colour.ratio}%` : ''}
            </div>
          );
        })}
      </div>
      <div className={staticClass('colour-legend')}>
        {/* A member pins a colour on an idea board from its legend chip. */}
        {data.list.map((colour) => (
          <AddToBoardMenu
            key={colour.color_rgbhex}
            item={{ kind: 'swatch', hex: colour.color_rgbhex, code: colour.code ?? colour.color_rgbhex, name: colour.name ?? '' }}
            className={staticClass('colour-to-board')}
            testId="colour-to-board"
          >
            <span className={staticClass('colour-legend-label')}>
              <span className={staticClass('colour-dot')} style={{ background: colour.color_rgbhex }} />
              {colour.name ?? colour.color_rgbhex} · {colour.ratio}%
            </span>
          </AddToBoardMenu>
        ))}
      </div>
    </div>
  );
}
