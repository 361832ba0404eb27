import { useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { queryOptionsFor, useDeferredQueryData } from '../../lib/api';
import { FORMAT_ORDER, type DownloadFormat } from '../../shared/download/formats';
import { staticClass } from '../static-styles';
import { requestDownload } from './requests';

/**
 * The format chooser and download button of a detail page. Renders only when the download data
 * grants the right (spec §6: isRight.isRightD); attached pictures follow the formats.
 */
export function DownloadButtons({ itemId }: { itemId: number }) {
  const { t, locale } = useLocale();
  const data = useDeferredQueryData(queryOptionsFor('oct/DetailData/getDownloadList', { ids: String(itemId), detail: 1 }, locale));
  const item = data?.list[0];
  const [choice, setChoice] = useState<string>('');
  if (!item?.isRight.isRightD) return null;
  const options: { value: string; label: string; url: string }[] = [
    ...FORMAT_ORDER.flatMap((format: DownloadFormat) => {
      const url = item.download_url[format];
      return url ? [{ value: format, label: t(`download.format.${format}`), url }] : [];
    }),
    ...item.subsidiary_list.map((picture, index) => ({ value: picture.id, label: `${t('download.attachments')} ${index + 1}`, url: picture.download_url.jpg })),
  ];
  if (options.length === 0) return null;
  const chosen = options.find((option) => option.value === choice) ?? options[0]!;
  return (
    <div className={staticClass('hstack-2')} data-testid="download-buttons">
      <div className={staticClass('format-select')}>
        <select
          className={staticClass('format-select-field')}
          aria-label={t('download.formatLabel')}
          value={chosen.value}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data-testid="download-format"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={staticClass('format-select-indicator')}>
          <svg viewBox="0 0 24 24" className={staticClass('format-select-chevron')} aria-hidden="true">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      </div>
      <button
        type="button"
        className={staticClass('download-button')}
        onClick={() => requestDownload({ kind: 'file', itemId, format: chosen.value, url: chosen.url })}
        data-testid="download-button"
      >
        {t('download.download')}
      </button>
    </div>
  );
}
