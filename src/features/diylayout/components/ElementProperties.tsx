import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type * as Y from 'yjs';
import type { CanvasEditorActions } from '../../../components/canvas-editor/types';
import { useLocale } from '../../../i18n';
import { updateElement, type Crop, type DesignElement } from '../../../shared/design-doc';

interface ElementPropertiesProps {
  doc: Y.Doc;
  pageId: string;
  elements: DesignElement[];
  actions: CanvasEditorActions;
  edit(change: () => void): void;
}

/** Toolbar controls for the selection: layers, grouping, lock, and the selected text's or picture's own settings. */
export function ElementProperties({ doc, pageId, elements, actions, edit }: ElementPropertiesProps) {
  const { t } = useLocale();
  if (!elements.length) return null;
  const ids = elements.map((element) => element.id);
  const single = elements.length === 1 ? elements[0]! : null;
  const locked = elements.every((element) => element.locked);
  const set = (patch: Parameters<typeof updateElement>[3]) => edit(() => ids.forEach((id) => updateElement(doc, pageId, id, patch)));
  return (
    <HStack gap="1" flexWrap="wrap" data-testid="element-properties">
      {(['forward', 'backward', 'front', 'back'] as const).map((move) => (
        <Button key={move} size="xs" variant="ghost" onClick={() => actions.onLayer(ids, move)}>
          {t(`diylayout.${move}`)}
        </Button>
      ))}
      {elements.length > 1 && (
        <Button size="xs" variant="ghost" onClick={() => actions.onGroup(ids)}>
          {t('diylayout.group')}
        </Button>
      )}
      {elements.some((element) => element.group) && (
        <Button size="xs" variant="ghost" onClick={() => actions.onUngroup(ids)}>
          {t('diylayout.ungroup')}
        </Button>
      )}
      <Button size="xs" variant="ghost" onClick={() => set({ locked: !locked })}>
        {t(locked ? 'diylayout.unlock' : 'diylayout.lock')}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => actions.onDuplicate(ids)}>
        {t('diylayout.duplicate')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => actions.onDelete(ids.filter((id) => !elements.find((element) => element.id === id)?.locked))}>
        {t('diylayout.delete')}
      </Button>
      {single?.kind === 'text' && (
        <>
          <Input size="xs" width="16" type="number" aria-label={t('diylayout.fontSize')} key={single.fontSize} defaultValue={single.fontSize} min={6} max={400} onBlur={(event) => set({ fontSize: Math.min(400, Math.max(6, Number(event.target.value) || single.fontSize)) })} />
          <input type="color" aria-label={t('diylayout.colour')} value={single.fill} onChange={(event) => set({ fill: event.target.value.toUpperCase() })} />
          <Button size="xs" variant={single.bold ? 'solid' : 'outline'} onClick={() => set({ bold: !single.bold })}>
            {t('diylayout.bold')}
          </Button>
        </>
      )}
      {(single?.kind === 'shape' || single?.kind === 'line') && (
        <input type="color" aria-label={t('diylayout.colour')} value={single.kind === 'shape' ? single.fill : single.stroke} onChange={(event) => set(single.kind === 'shape' ? { fill: event.target.value.toUpperCase() } : { stroke: event.target.value.toUpperCase() })} />
      )}
      {single?.kind === 'picture' && <CropControls crop={single.crop} onChange={(crop) => set({ crop })} />}
    </HStack>
  );
}

const SIDES = ['left', 'top', 'right', 'bottom'] as const;

/** Crop as the share cut off each side, in percent (the picture keeps its box; the shown part changes). */
function CropControls({ crop, onChange }: { crop: Crop; onChange(crop: Crop): void }) {
  const { t } = useLocale();
  const cut = { left: crop.x, top: crop.y, right: 1 - crop.x - crop.w, bottom: 1 - crop.y - crop.h };
  const change = (side: (typeof SIDES)[number], percent: number) => {
    const next = { ...cut, [side]: Math.min(0.9, Math.max(0, percent / 100)) };
    if (next.left + next.right >= 0.95 || next.top + next.bottom >= 0.95) return;
    onChange({ x: next.left, y: next.top, w: 1 - next.left - next.right, h: 1 - next.top - next.bottom });
  };
  return (
    <HStack gap="1">
      <Text fontSize="xs">{t('diylayout.crop')} %</Text>
      {SIDES.map((side) => (
        <Input key={`${side}-${cut[side]}`} size="xs" width="14" type="number" min={0} max={90} aria-label={`${t('diylayout.crop')} ${t(`diylayout.crop.${side}`)}`} defaultValue={Math.round(cut[side] * 100)} onBlur={(event) => change(side, Number(event.target.value) || 0)} />
      ))}
    </HStack>
  );
}
