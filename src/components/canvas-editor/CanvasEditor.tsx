import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent as ReactDragEvent } from 'react';
import { Group, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import { cropTo, wholePicture } from './crop';
import { NodeShape, WholePicture } from './NodeShape';
import { shortcutOf } from './shortcuts';
import { expandToGroups, snapBox, snapTargets, type Guide } from './snapping';
import type { CanvasEditorActions, CanvasNode, NodeBox } from './types';

export interface CanvasEditorProps extends CanvasEditorActions {
  page: { width: number; height: number; background: string };
  /** Bottom layer first. */
  nodes: CanvasNode[];
  selected: string[];
  onSelectionChange(ids: string[]): void;
  readOnly?: boolean;
  /** Labels of the zoom buttons (the core has no dictionary of its own). */
  /** `textEdit` names the text box of an editor whose pages hold text. */
  labels: { zoomIn: string; zoomOut: string; fit: string; cropHint?: string; textEdit?: string };
}

const SNAP_PX = 6;
const MIN_SCALE = 0.05;
const MAX_SCALE = 8;
const MARGIN = 32;
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The canvas editor core (Konva): one page, its nodes, selection with a transformer (drag,
 * resize, rotate), multi-select (Shift/Ctrl/⌘ click, marquee), groups, snapping to page and node
 * edges and centres with guides, in-place text editing, crop mode for pictures (double-click: drag
 * or resize the window over the ghosted whole picture; Enter, Esc or a click elsewhere ends it),
 * keyboard shortcuts, wheel and pinch zoom,
 * pan (Space-drag, one finger on iPad). It keeps no document: every edit is reported through the
 * CanvasEditorActions and comes back as new `nodes`.
 */
export default function CanvasEditor(props: CanvasEditorProps) {
  const { page, nodes, selected, onSelectionChange, readOnly = false, labels } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const shapes = useRef(new Map<string, Konva.Group>());
  const [size, setSize] = useState({ width: 800, height: 600 });
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [cropping, setCropping] = useState<string | null>(null);
  const cropWindowRef = useRef<Konva.Rect>(null);
  const cropTransformerRef = useRef<Konva.Transformer>(null);
  const [panning, setPanning] = useState(false);
  const dragStart = useRef<Map<string, { x: number; y: number }>>(new Map());
  const pinch = useRef<{ distance: number; center: { x: number; y: number } } | null>(null);
  const actions = useRef<CanvasEditorProps>(props);
  actions.current = props;

  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);
  const movable = useMemo(() => selected.filter((id) => byId.get(id) && !byId.get(id)!.locked), [selected, byId]);

  const fit = useCallback(() => {
    const scale = Math.max(MIN_SCALE, Math.min((size.width - MARGIN * 2) / page.width, (size.height - MARGIN * 2) / page.height));
    setView({ scale, x: (size.width - page.width * scale) / 2, y: (size.height - page.height * scale) / 2 });
  }, [size, page.width, page.height]);
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry!.contentRect.width, height: entry!.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(fit, [fit]);

  // The transformer follows the selection (locked nodes are selectable but not transformable).
  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    transformer.nodes(readOnly || cropping ? [] : movable.map((id) => shapes.current.get(id)).filter((shape): shape is Konva.Group => Boolean(shape)));
    transformer.getLayer()?.batchDraw();
  }, [movable, nodes, readOnly, cropping]);
  useEffect(() => {
    cropTransformerRef.current?.nodes(cropWindowRef.current ? [cropWindowRef.current] : []);
  }, [cropping, nodes]);

  const registerNode = useCallback((id: string, shape: Konva.Group | null) => {
    if (shape) shapes.current.set(id, shape);
    else shapes.current.delete(id);
  }, []);

  const boxOf = (id: string): { id: string } & NodeBox => {
    const shape = shapes.current.get(id)!;
    const node = byId.get(id)!;
    const box = { id, x: shape.x(), y: shape.y(), w: Math.max(4, node.w * shape.scaleX()), h: Math.max(node.drawing.type === 'line' ? 0 : 4, node.h * shape.scaleY()), rotation: shape.rotation() };
    shape.scale({ x: 1, y: 1 });
    return box;
  };

  const select = (id: string, additive: boolean) => {
    const ids = expandToGroups([id], nodes);
    if (additive) onSelectionChange(selected.includes(id) ? selected.filter((s) => !ids.includes(s)) : [...new Set([...selected, ...ids])]);
    else if (!selected.includes(id)) onSelectionChange(ids);
  };

  const pagePoint = () => {
    const pointer = stageRef.current?.getPointerPosition();
    return pointer ? { x: (pointer.x - view.x) / view.scale, y: (pointer.y - view.y) / view.scale } : null;
  };

  // Keyboard shortcuts while the editor is on screen (never while typing in a field).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ' && !isEditable(event.target)) setPanning(event.type === 'keydown');
      if (event.type !== 'keydown' || isEditable(event.target) || editing) return;
      if (cropping && (event.key === 'Enter' || event.key === 'Escape')) {
        setCropping(null);
        return;
      }
      const shortcut = shortcutOf(event);
      const current = actions.current;
      if (!shortcut || (readOnly && shortcut.command !== 'deselect')) return;
      const ids = current.selected;
      event.preventDefault();
      switch (shortcut.command) {
        case 'delete':
          if (ids.length) current.onDelete(ids.filter((id) => !byId.get(id)?.locked));
          current.onSelectionChange([]);
          break;
        case 'undo':
          current.onUndo();
          break;
        case 'redo':
          current.onRedo();
          break;
        case 'duplicate':
          if (ids.length) current.onDuplicate(ids);
          break;
        case 'group':
          if (ids.length > 1) current.onGroup(ids);
          break;
        case 'ungroup':
          if (ids.length) current.onUngroup(ids);
          break;
        case 'selectAll':
          current.onSelectionChange(current.nodes.map((node) => node.id));
          break;
        case 'deselect':
          current.onSelectionChange([]);
          break;
        case 'nudge':
          current.onTransform(ids.flatMap((id) => {
            const node = byId.get(id);
            return node && !node.locked ? [{ id, x: node.x + shortcut.dx, y: node.y + shortcut.dy, w: node.w, h: node.h, rotation: node.rotation }] : [];
          }));
          break;
        case 'layer':
          if (ids.length) current.onLayer(ids, shortcut.move);
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [byId, editing, cropping, readOnly]);

  const zoomAround = (factor: number, around: { x: number; y: number }) =>
    setView((old) => {
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, old.scale * factor));
      return { scale, x: around.x - ((around.x - old.x) / old.scale) * scale, y: around.y - ((around.y - old.y) / old.scale) * scale };
    });

  const onWheel = (event: Konva.KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const pointer = stageRef.current!.getPointerPosition()!;
    if (event.evt.ctrlKey || event.evt.metaKey) zoomAround(event.evt.deltaY < 0 ? 1.1 : 1 / 1.1, pointer);
    else setView((old) => ({ ...old, x: old.x - event.evt.deltaX, y: old.y - event.evt.deltaY }));
  };

  // Two fingers: pinch zooms around their centre and moving them pans (iPad).
  const onTouchMove = (event: Konva.KonvaEventObject<TouchEvent>) => {
    const touches = event.evt.touches;
    if (touches.length !== 2) return;
    event.evt.preventDefault();
    const rect = containerRef.current!.getBoundingClientRect();
    const [a, b] = [touches[0]!, touches[1]!];
    const center = { x: (a.clientX + b.clientX) / 2 - rect.left, y: (a.clientY + b.clientY) / 2 - rect.top };
    const distance = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const last = pinch.current;
    pinch.current = { distance, center };
    if (!last) return;
    setView((old) => {
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, (old.scale * distance) / last.distance));
      return {
        scale,
        x: center.x - ((last.center.x - old.x) / old.scale) * scale,
        y: center.y - ((last.center.y - old.y) / old.scale) * scale,
      };
    });
  };

  const onStageDown = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    const onEmpty = event.target === stageRef.current || event.target.name() === 'page';
    if (!onEmpty) return;
    setEditing(null);
    setCropping(null);
    if (!event.evt.shiftKey) onSelectionChange([]);
    const at = pagePoint();
    if (at && !panning && event.evt.type === 'mousedown') setMarquee({ x0: at.x, y0: at.y, x1: at.x, y1: at.y });
  };
  const onStageMove = () => {
    if (!marquee) return;
    const at = pagePoint();
    if (at) setMarquee({ ...marquee, x1: at.x, y1: at.y });
  };
  const onStageUp = () => {
    pinch.current = null;
    if (!marquee) return;
    const [left, right] = [Math.min(marquee.x0, marquee.x1), Math.max(marquee.x0, marquee.x1)];
    const [top, bottom] = [Math.min(marquee.y0, marquee.y1), Math.max(marquee.y0, marquee.y1)];
    setMarquee(null);
    if (right - left < 3 && bottom - top < 3) return;
    const inside = nodes.filter((node) => node.x >= left && node.y >= top && node.x + node.w <= right && node.y + node.h <= bottom).map((node) => node.id);
    onSelectionChange(expandToGroups(inside, nodes));
  };

  const onDragMove = (id: string) => (event: Konva.KonvaEventObject<DragEvent>) => {
    const shape = event.target;
    const moving = movable.includes(id) ? movable : [id];
    if (!dragStart.current.size) for (const other of moving) dragStart.current.set(other, { x: byId.get(other)!.x, y: byId.get(other)!.y });
    const node = byId.get(id)!;
    // Snapping follows the node that is dragged (unrotated boxes snap by their edges and centres).
    const others = nodes.filter((other) => !moving.includes(other.id));
    const snapped = node.rotation === 0 ? snapBox({ x: shape.x(), y: shape.y(), w: node.w, h: node.h }, snapTargets(page, others), SNAP_PX / view.scale) : { x: shape.x(), y: shape.y(), guides: [] };
    shape.position({ x: snapped.x, y: snapped.y });
    setGuides(snapped.guides);
    const start = dragStart.current.get(id)!;
    const [dx, dy] = [snapped.x - start.x, snapped.y - start.y];
    for (const other of moving) {
      if (other === id) continue;
      const from = dragStart.current.get(other)!;
      shapes.current.get(other)?.position({ x: from.x + dx, y: from.y + dy });
    }
  };
  const onDragEnd = (id: string) => () => {
    const moving = movable.includes(id) ? movable : [id];
    dragStart.current.clear();
    setGuides([]);
    props.onTransform(moving.map(boxOf));
  };
  const onTransformEnd = () => props.onTransform(movable.map(boxOf));

  const onEdit = (node: CanvasNode) => () => {
    if (readOnly || node.locked) return;
    if (node.drawing.type === 'text') setEditing(node.id);
    if (node.drawing.type === 'image' && props.onCrop) setCropping(node.id);
  };
  const croppingNode = cropping ? byId.get(cropping) : undefined;
  const croppingPicture = croppingNode?.drawing.type === 'image' ? { node: croppingNode, drawing: croppingNode.drawing } : null;
  /** The crop window was dragged or resized: the picture's new box and crop. */
  const onCropWindow = () => {
    const window = cropWindowRef.current;
    if (!window || !croppingPicture) return;
    const { node, drawing } = croppingPicture;
    const { box, crop } = cropTo(node, drawing.crop, { x: window.x(), y: window.y(), w: window.width() * window.scaleX(), h: window.height() * window.scaleY() });
    window.scale({ x: 1, y: 1 });
    props.onCrop?.(node.id, box, crop);
  };

  const onDrop = (event: ReactDragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const data = event.dataTransfer.getData('text/plain');
    const stage = stageRef.current;
    if (!data || !stage || readOnly) return;
    stage.setPointersPositions(event.nativeEvent);
    const at = pagePoint();
    if (at) props.onDropData(data, at);
  };

  const editingNode = editing ? byId.get(editing) : undefined;
  return (
    <Box
      ref={containerRef}
      position="relative"
      width="100%"
      height="100%"
      overflow="hidden"
      bg="bg.muted"
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      data-testid="canvas-editor"
      // Where the page is on screen, for tests that point at the canvas (page × scale + offset).
      data-view={`${view.scale} ${view.x} ${view.y}`}
      data-cropping={cropping ?? undefined}
      style={{ touchAction: 'none' }}
    >
      <Stage
        ref={stageRef}
        width={size.width}
        height={size.height}
        scaleX={view.scale}
        scaleY={view.scale}
        x={view.x}
        y={view.y}
        draggable={panning}
        onDragEnd={(event) => {
          if (event.target === stageRef.current) setView((old) => ({ ...old, x: event.target.x(), y: event.target.y() }));
        }}
        onWheel={onWheel}
        onMouseDown={onStageDown}
        onTouchStart={onStageDown}
        onMouseMove={onStageMove}
        onMouseUp={onStageUp}
        onTouchMove={onTouchMove}
        onTouchEnd={onStageUp}
      >
        <Layer>
          <Rect name="page" width={page.width} height={page.height} fill={page.background} shadowColor="black" shadowBlur={12} shadowOpacity={0.15} />
          {nodes.map((node) => (
            <NodeShape
              key={node.id}
              node={node}
              draggable={!readOnly && !node.locked && !panning}
              registerNode={registerNode}
              onSelect={(event) => select(node.id, Boolean(event.evt.shiftKey || event.evt.ctrlKey || event.evt.metaKey))}
              onDragMove={onDragMove(node.id)}
              onDragEnd={onDragEnd(node.id)}
              onTransformEnd={onTransformEnd}
              onEdit={onEdit(node)}
            />
          ))}
          {guides.map((guide) => (
            <Line
              key={`${guide.orientation}-${guide.at}`}
              points={guide.orientation === 'vertical' ? [guide.at, -10000, guide.at, 10000] : [-10000, guide.at, 10000, guide.at]}
              stroke="#E5007F"
              strokeWidth={1 / view.scale}
              dash={[4 / view.scale, 4 / view.scale]}
              listening={false}
            />
          ))}
          {marquee && (
            <Rect
              x={Math.min(marquee.x0, marquee.x1)}
              y={Math.min(marquee.y0, marquee.y1)}
              width={Math.abs(marquee.x1 - marquee.x0)}
              height={Math.abs(marquee.y1 - marquee.y0)}
              fill="rgba(0, 120, 255, 0.08)"
              stroke="#0078FF"
              strokeWidth={1 / view.scale}
              listening={false}
            />
          )}
          {croppingPicture && (
            // Keyed by the crop: after each change the window starts again at the picture's new box.
            <Group key={JSON.stringify([croppingPicture.node.x, croppingPicture.node.y, croppingPicture.node.w, croppingPicture.node.h, croppingPicture.drawing.crop])} x={croppingPicture.node.x} y={croppingPicture.node.y} rotation={croppingPicture.node.rotation}>
              <WholePicture src={croppingPicture.drawing.src} box={wholePicture(croppingPicture.node, croppingPicture.drawing.crop)} />
              <Rect
                ref={cropWindowRef}
                name="crop-window"
                width={croppingPicture.node.w}
                height={croppingPicture.node.h}
                fill="rgba(0, 120, 255, 0.04)"
                stroke="#0078FF"
                strokeWidth={2 / view.scale}
                dash={[6 / view.scale, 4 / view.scale]}
                draggable
                onDragEnd={onCropWindow}
                onTransformEnd={onCropWindow}
              />
              <Transformer ref={cropTransformerRef} rotateEnabled={false} keepRatio={false} anchorSize={12} ignoreStroke flipEnabled={false} />
            </Group>
          )}
          <Transformer ref={transformerRef} rotationSnaps={[0, 45, 90, 135, 180, 225, 270, 315]} anchorSize={12} ignoreStroke keepRatio={false} />
        </Layer>
      </Stage>
      {editingNode && editingNode.drawing.type === 'text' && (
        <textarea
          autoFocus
          aria-label={labels.textEdit}
          data-testid="canvas-text-editor"
          defaultValue={editingNode.drawing.text}
          onChange={(event) => props.onTextChange(editingNode.id, event.target.value)}
          onBlur={() => setEditing(null)}
          style={{
            position: 'absolute',
            left: view.x + editingNode.x * view.scale,
            top: view.y + editingNode.y * view.scale,
            width: editingNode.w * view.scale,
            height: editingNode.h * view.scale,
            transform: `rotate(${editingNode.rotation}deg)`,
            transformOrigin: 'top left',
            fontSize: editingNode.drawing.fontSize * view.scale,
            fontFamily: editingNode.drawing.fontFamily,
            fontWeight: editingNode.drawing.bold ? 700 : 400,
            color: editingNode.drawing.fill,
            textAlign: editingNode.drawing.align,
            lineHeight: 1.3,
            background: 'rgba(255,255,255,0.9)',
            border: '1px dashed #0078FF',
            padding: 0,
            margin: 0,
            resize: 'none',
            outline: 'none',
            overflow: 'hidden',
          }}
        />
      )}
      {cropping && labels.cropHint && (
        <Text position="absolute" top="3" left="50%" transform="translateX(-50%)" bg="bg" borderRadius="md" boxShadow="sm" px="3" py="1" fontSize="sm" data-testid="crop-hint">
          {labels.cropHint}
        </Text>
      )}
      <HStack position="absolute" left="3" bottom="3" gap="1" bg="bg" borderRadius="md" boxShadow="sm" px="1">
        <IconButton size="xs" variant="ghost" aria-label={labels.zoomOut} onClick={() => zoomAround(1 / 1.2, { x: size.width / 2, y: size.height / 2 })}>
          −
        </IconButton>
        <Text fontSize="xs" minW="10" textAlign="center">
          {Math.round(view.scale * 100)}%
        </Text>
        <IconButton size="xs" variant="ghost" aria-label={labels.zoomIn} onClick={() => zoomAround(1.2, { x: size.width / 2, y: size.height / 2 })}>
          +
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={labels.fit} onClick={fit}>
          ⤢
        </IconButton>
      </HStack>
    </Box>
  );
}
