import { useRef, useState, type PointerEvent } from 'react';
import type { CutoutStroke } from '../../../shared/image-tools/cutout';

const COLOURS: Record<CutoutStroke['kind'], string> = { keep: '#2f9e44', remove: '#e03131' };
/** Smallest move (fraction of the picture) that adds a point to the stroke being drawn. */
const STEP = 0.004;

const clamp = (value: number) => Math.max(0, Math.min(1, value));

/**
 * Keep/remove brush strokes painted over the picture (the cut-out's refinement): an SVG at the
 * picture's displayed size; points are kept in 0–1 of the picture, so they do not depend on zoom.
 * A finished stroke goes to `onStroke` when the pointer is released.
 */
export function StrokeLayer({
  strokes,
  brush,
  radius,
  width,
  height,
  onStroke,
  disabled,
}: {
  strokes: readonly CutoutStroke[];
  brush: CutoutStroke['kind'];
  /** Brush radius, a fraction of the longest side. */
  radius: number;
  width: number;
  height: number;
  onStroke: (stroke: CutoutStroke) => void;
  disabled?: boolean;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState<number[] | null>(null);
  if (!width || !height) return null;

  const pointOf = (event: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)] as const;
  };
  const begin = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing([...pointOf(event)]);
  };
  const extend = (event: PointerEvent) => {
    if (!drawing) return;
    const [x, y] = pointOf(event);
    if (Math.hypot(x - drawing.at(-2)!, y - drawing.at(-1)!) >= STEP) setDrawing([...drawing, x, y]);
  };
  const end = () => {
    if (drawing) onStroke({ kind: brush, points: drawing, radius });
    setDrawing(null);
  };

  const side = Math.max(width, height);
  const path = (points: readonly number[]) => {
    const at = (i: number) => `${(points[i]! * width).toFixed(1)} ${(points[i + 1]! * height).toFixed(1)}`;
    let d = `M ${at(0)} L ${at(0)}`;
    for (let i = 2; i < points.length; i += 2) d += ` L ${at(i)}`;
    return d;
  };
  const shown = drawing ? [...strokes, { kind: brush, points: drawing, radius }] : strokes;

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      onPointerDown={begin}
      onPointerMove={extend}
      onPointerUp={end}
      onPointerCancel={() => setDrawing(null)}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none', cursor: disabled ? 'default' : 'crosshair' }}
      data-testid="cutout-strokes"
    >
      {shown.map((stroke, index) => (
        <path
          key={index}
          d={path(stroke.points)}
          fill="none"
          stroke={COLOURS[stroke.kind]}
          strokeOpacity={0.55}
          strokeWidth={stroke.radius * 2 * side}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
