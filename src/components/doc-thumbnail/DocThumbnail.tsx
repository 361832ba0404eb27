import { useState } from 'react';
import type { Thumbnail } from '../../shared/design-doc/thumbnail';
import { CJK_FONT_STACK } from '../../shared/design-doc/model';
import { uploadThumbOf } from '../../shared/uploads';

/**
 * A document's first page drawn from its thumbnail description as inline SVG (no canvas, no
 * Konva): pictures come from their /media URLs, which the offline cache keeps, so lists of works
 * and templates show offline. Texts are SVG text nodes, never markup.
 */
export function DocThumbnail({ thumbnail, label }: { thumbnail: Thumbnail | null; label: string }) {
  if (!thumbnail) return <svg role="img" aria-label={label} viewBox="0 0 3 4" width="100%" style={{ background: '#FFFFFF' }} />;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${thumbnail.width} ${thumbnail.height}`} width="100%" style={{ background: thumbnail.background, display: 'block' }}>
      {thumbnail.elements.map((element, index) => {
        const transform = element.rotation ? `rotate(${element.rotation} ${element.x} ${element.y})` : undefined;
        const box = { x: element.x, y: element.y, width: element.w, height: Math.max(element.h, 1), transform };
        switch (element.kind) {
          case 'picture':
            return <ThumbnailPicture key={index} src={element.paint} box={box} />;
          case 'text':
            return (
              <text key={index} x={element.x} y={element.y + Math.min(element.h, 48) * 0.8} fill={element.paint} fontSize={Math.min(element.h, 48) * 0.8} fontFamily={CJK_FONT_STACK} transform={transform}>
                {element.text}
              </text>
            );
          case 'line':
            return <line key={index} x1={element.x} y1={element.y} x2={element.x + element.w} y2={element.y + element.h} stroke={element.paint} strokeWidth={3} transform={transform} />;
          default:
            return <rect key={index} fill={element.paint} {...box} />;
        }
      })}
    </svg>
  );
}

/**
 * A member's upload shows as its small thumbnail, not the full picture (an enlarged result can be
 * 20 MB). A picture still waiting on the device has no thumbnail on the server yet: the full copy
 * the device keeps shows instead.
 */
function ThumbnailPicture({ src, box }: { src: string; box: React.SVGProps<SVGImageElement> }) {
  const thumb = uploadThumbOf(src);
  const [thumbFailed, setThumbFailed] = useState(false);
  const href = thumb && !thumbFailed ? thumb : src;
  return <image href={href} preserveAspectRatio="xMidYMid slice" onError={() => setThumbFailed(true)} {...box} />;
}
