import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { queryOptionsFor, useDeferredQueryData } from '../../lib/api';
import { FORMAT_ORDER, type DownloadFormat } from '../../shared/download/formats';
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
    <HStack gap="2" data-testid="download-buttons">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label={t('download.formatLabel')} value={chosen.value} onChange={(event) => setChoice(event.currentTarget.value)} data-testid="download-format">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        borderRadius="full"
        bg="loom.solid"
        color="loom.contrast"
        onClick={() => requestDownload({ kind: 'file', itemId, format: chosen.value, url: chosen.url })}
        data-testid="download-button"
      >
        {t('download.download')}
      </Button>
    </HStack>
  );
}
