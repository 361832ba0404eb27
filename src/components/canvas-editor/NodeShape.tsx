import type Konva from 'konva';
import { Ellipse, Group, Image as KonvaImage, Line, Rect, Text } from 'react-konva';
import type { LocalBox } from './crop';
import type { CanvasNode } from './types';
import { useCanvasImage } from './use-image';

interface NodeShapeProps {
  node: CanvasNode;
  draggable: boolean;
  onSelect(event: Konva.KonvaEventObject<MouseEvent | TouchEvent>): void;
  onDragMove(event: Konva.KonvaEventObject<DragEvent>): void;
  onDragEnd(): void;
  onTransformEnd(): void;
  /** Double-click or double-tap: edit a text in place, crop a picture. */
  onEdit(): void;
  registerNode(id: string, node: Konva.Group | null): void;
}

/** One node: a Konva group at the node's box (x, y, rotation) holding its drawing at w × h. */
export function NodeShape({ node, draggable, onSelect, onDragMove, onDragEnd, onTransformEnd, onEdit, registerNode }: NodeShapeProps) {
  return (
    <Group
      ref={(group) => registerNode(node.id, group)}
      id={node.id}
      x={node.x}
      y={node.y}
      rotation={node.rotation}
      width={node.w}
      height={node.h}
      draggable={draggable}
      onMouseDown={onSelect}
      onTouchStart={onSelect}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onTransformEnd={onTransformEnd}
      onDblClick={onEdit}
      onDblTap={onEdit}
    >
      <Drawing node={node} />
    </Group>
  );
}

function Drawing({ node }: { node: CanvasNode }) {
  const { drawing, w, h } = node;
  switch (drawing.type) {
    case 'image':
      return <Picture src={drawing.src} crop={drawing.crop} w={w} h={h} />;
    case 'text':
      return (
        <Text
          width={w}
          height={h}
          text={drawing.text}
          fontSize={drawing.fontSize}
          fill={drawing.fill}
          fontStyle={drawing.bold ? 'bold' : 'normal'}
          align={drawing.align}
          fontFamily={drawing.fontFamily}
          lineHeight={1.3}
        />
      );
    case 'rect': {
      const captionHeight = drawing.caption?.length ? Math.min(h * 0.35, 16 * drawing.caption.length + 8) : 0;
      return (
        <>
          <Rect width={w} height={h - captionHeight} fill={drawing.fill} stroke={drawing.stroke} strokeWidth={drawing.stroke ? 1 : 0} />
          {drawing.caption?.length ? (
            <Text y={h - captionHeight + 4} width={w} text={drawing.caption.join('\n')} fontSize={12} lineHeight={1.3} fill="#333333" fontFamily={drawing.fontFamily} />
          ) : null}
        </>
      );
    }
    case 'ellipse':
      return <Ellipse x={w / 2} y={h / 2} radiusX={w / 2} radiusY={h / 2} fill={drawing.fill} stroke={drawing.stroke} strokeWidth={drawing.stroke ? 1 : 0} />;
    case 'line':
      // A hit area the full box tall, so a thin line is easy to grab.
      return (
        <>
          <Rect width={w} height={Math.max(h, 12)} y={-Math.max(h, 12) / 2 + h / 2} />
          <Line points={[0, h / 2, w, h / 2]} stroke={drawing.stroke} strokeWidth={drawing.strokeWidth} />
        </>
      );
  }
}

function Picture({ src, crop, w, h }: { src: string; crop: { x: number; y: number; w: number; h: number }; w: number; h: number }) {
  const image = useCanvasImage(src);
  if (!image) return <Rect width={w} height={h} fill="#EEEEEE" />;
  const natural = { width: image.naturalWidth, height: image.naturalHeight };
  return (
    <KonvaImage
      image={image}
      width={w}
      height={h}
      crop={{ x: crop.x * natural.width, y: crop.y * natural.height, width: crop.w * natural.width, height: crop.h * natural.height }}
    />
  );
}

/** The whole picture behind a crop window, ghosted (crop mode). */
export function WholePicture({ src, box }: { src: string; box: LocalBox }) {
  const image = useCanvasImage(src);
  return image ? <KonvaImage image={image} x={box.x} y={box.y} width={box.w} height={box.h} opacity={0.35} listening={false} /> : null;
}
