import { ResponsiveImage, type ResponsiveImageProps } from '../responsive-image';

/**
 * A picture filling its positioned parent edge to edge (object-fit cover), zooming slightly
 * when the enclosing `role="group"` card is hovered. The parent sets size and aspect ratio.
 */
export function CoverImage({ zoom = 1.03, ...props }: ResponsiveImageProps & { zoom?: number }) {
  return (
    <ResponsiveImage
      position="absolute"
      inset="0"
      w="full"
      h="full"
      objectFit="cover"
      transition="transform 0.5s ease"
      _groupHover={{ transform: `scale(${zoom})` }}
      {...props}
    />
  );
}
