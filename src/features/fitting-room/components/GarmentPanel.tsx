import { Box, chakra, Image, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { PanelSection, WaitingPart } from '../../../components/content';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocale } from '../../../i18n';
import { FITTING_ZONES, type FittingZone } from '../../../shared/contract/calls/fitting';
import { useOfflineUser } from '../../../lib/offline/hooks/use-offline-user';
import { uploadUrl } from '../../../shared/uploads';
import { cutOutPicture } from '../../../workers/image-tools';
import { garmentsQuery } from '../api/queries';
import { FIGURES } from '../figures';

/** A garment about to go on the figure: its cut-out, natural size and zone. */
export interface NewGarment {
  src: string;
  width: number;
  height: number;
  zone: FittingZone;
}
const DROP_PREFIX = 'fitting-garment:';
/** A garment dragged from the panel onto the canvas (the drag data is the garment itself). */
export function garmentOfDrop(data: string): NewGarment | null {
  if (!data.startsWith(DROP_PREFIX)) return null;
  const garment = JSON.parse(data.slice(DROP_PREFIX.length)) as NewGarment;
  return garment.src.startsWith('/media/') && FITTING_ZONES.includes(garment.zone) ? garment : null;
}

const tileProps = (active = false) =>
  ({ type: 'button', borderRadius: 'md', overflow: 'hidden', borderWidth: active ? '3px' : '1px', borderColor: active ? 'loom.solid' : 'border', bg: 'bg', cursor: 'pointer', p: '1' }) as const;

/** The body and pose templates. */
export function FigurePicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useLocale();
  return (
    <PanelSection level="h2" title={t('fittingRoom.figure')}>
      <SimpleGrid columns={4} gap="1">
        {FIGURES.map((figure) => {
          const label = `${t(`fittingRoom.body.${figure.body}`)} · ${t(`fittingRoom.pose.${figure.pose}`)}`;
          return (
            <chakra.button key={figure.id} {...tileProps(figure.id === value)} aria-pressed={figure.id === value} aria-label={label} title={label} onClick={() => onChange(figure.id)}>
              <Image src={figure.src} alt="" w="full" aspectRatio={0.6} objectFit="contain" />
            </chakra.button>
          );
        })}
      </SimpleGrid>
    </PanelSection>
  );
}

/** The pre-cut garments (tap or drag onto the figure) and "cut my own" from a garment picture. */
export function GarmentPanel({ onWear }: { onWear(garment: NewGarment): void }) {
  const { t, locale } = useLocale();
  const garments = useQuery(garmentsQuery(locale));
  const file = useRef<HTMLInputElement>(null);
  const [cutting, setCutting] = useState<'idle' | 'busy' | { error: string }>('idle');

  const user = useOfflineUser();

  /**
   * Background removal on the device (the image tools' cut-out), kept as the member's own picture:
   * worn at once, uploaded with the next sync (offline too).
   */
  const cutOwn = async (picture: File) => {
    if (!user) return;
    setCutting('busy');
    try {
      // The classical cut: a garment is wanted, and on a photo of someone wearing it the person
      // model would keep the wearer's skin and hair too.
      const result = await cutOutPicture(picture, [], () => undefined, undefined, 'classic');
      const id = await user.engine.uploads.add(result.cutout, { width: result.width, height: result.height });
      user.scheduler.request('enqueue');
      onWear({ src: uploadUrl(id), width: result.width, height: result.height, zone: 'top' });
      setCutting('idle');
    } catch (error) {
      setCutting({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <PanelSection level="h2" title={t('fittingRoom.garments')}>
      {garments.isPending && <WaitingPart query={garments} placeholder={<Spinner size="sm" />} />}
      <SimpleGrid columns={3} gap="1" data-testid="garment-list">
        {(garments.data?.list ?? []).map((garment) => {
          const wearing: NewGarment = { src: garment.src, width: garment.width, height: garment.height, zone: garment.zone };
          return (
            <chakra.button
              key={garment.id}
              {...tileProps()}
              title={garment.title}
              aria-label={t('fittingRoom.wear', { title: garment.title })}
              draggable
              onDragStart={(event) => event.dataTransfer.setData('text/plain', DROP_PREFIX + JSON.stringify(wearing))}
              onClick={() => onWear(wearing)}
              data-testid="garment-option"
            >
              <Image src={garment.src} alt="" w="full" aspectRatio={0.8} objectFit="contain" />
            </chakra.button>
          );
        })}
      </SimpleGrid>
      <chakra.input ref={file} type="file" accept="image/png,image/jpeg,image/webp" display="none" onChange={(event) => event.target.files?.[0] && void cutOwn(event.target.files[0])} />
      <Box>
        <chakra.button {...tileProps()} w="full" py="2" fontSize="sm" disabled={cutting === 'busy'} onClick={() => file.current?.click()}>
          {cutting === 'busy' ? t('fittingRoom.cutting') : t('fittingRoom.cutOwn')}
        </chakra.button>
        <Text fontSize="xs" color={typeof cutting === 'object' ? 'fg.error' : 'fg.muted'} mt="1">
          {typeof cutting === 'object' ? t('fittingRoom.cutFailed', { error: cutting.error }) : t('fittingRoom.cutOwnHint')}
        </Text>
      </Box>
    </PanelSection>
  );
}
