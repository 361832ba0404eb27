import { Box, Dialog, Flex, IconButton, Image, Link, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { AddToBoardMenu } from '../../../components/add-to-board/AddToBoardMenu';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { withPicture } from '../../../lib/use-picture-from-url';
import { pictureTools } from '../../../shared/catalogue/ai-tools';
import type { Picture } from '../../../shared/catalogue/types';

const MIN_SCALE = 1;
const MAX_SCALE = 4;
const STEP = 0.5;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 10) / 10));

export interface ImageViewerProps {
  pictures: Picture[];
  /** Open at this picture; null closes. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The channel the tools open in. */
  channel: number;
}

/**
 * Large image viewer: one picture at a time with previous/next, zoom in and out (buttons,
 * wheel, + and - keys), drag to move a zoomed picture, 0 to reset, Esc to close.
 */
export function ImageViewer({ pictures, index, onIndex, channel }: ImageViewerProps) {
  const { t } = useLocale();
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const open = index !== null && pictures[index] !== undefined;
  const picture = open ? pictures[index] : undefined;

  useEffect(() => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }, [index]);

  const zoom = (next: number) => {
    const value = clampScale(next);
    setScale(value);
    if (value === 1) setOffset({ x: 0, y: 0 });
  };
  const go = (delta: number) => index !== null && onIndex((index + delta + pictures.length) % pictures.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') zoom(scale + STEP);
    else if (event.key === '-') zoom(scale - STEP);
    else if (event.key === '0') zoom(1);
    else return;
    event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => zoom(scale + (event.deltaY < 0 ? STEP : -STEP) / 2);
  // One press-drag at a time: a second pointer is ignored until the first lets go.
  const onPointerDown = (event: PointerEvent) => {
    if (scale === 1 || drag.current) return;
    drag.current = { pointer: event.pointerId, x: event.clientX - offset.x, y: event.clientY - offset.y };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current?.pointer !== event.pointerId) return;
    setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const control = { variant: 'ghost', color: 'white', size: 'sm', borderRadius: 'full', _hover: { bg: 'whiteAlpha.200' } } as const;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onIndex(null)} size="full" motionPreset="none">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="transparent" boxShadow="none" onKeyDown={onKeyDown} data-testid="image-viewer" aria-label={t('content.viewerTitle')}>
            <Dialog.Title srOnly>{t('content.viewerTitle')}</Dialog.Title>
            <Flex position="absolute" top="0" insetX="0" zIndex="1" justify="space-between" align="center" px="4" py="3" color="white">
              <Text fontSize="sm" data-testid="viewer-index">
                {t('content.imageIndex', { index: (index ?? 0) + 1, total: pictures.length })}
              </Text>
              <Flex gap="1" align="center">
                <IconButton {...control} aria-label={t('content.zoomOut')} onClick={() => zoom(scale - STEP)} disabled={scale <= MIN_SCALE} data-testid="zoom-out">
                  <Text fontSize="lg">−</Text>
                </IconButton>
                <Text fontSize="sm" minW="12" textAlign="center" data-testid="zoom-level">
                  {Math.round(scale * 100)}%
                </Text>
                <IconButton {...control} aria-label={t('content.zoomIn')} onClick={() => zoom(scale + STEP)} disabled={scale >= MAX_SCALE} data-testid="zoom-in">
                  <Text fontSize="lg">+</Text>
                </IconButton>
                <IconButton {...control} aria-label={t('content.zoomReset')} onClick={() => zoom(1)} data-testid="zoom-reset">
                  <Text fontSize="xs">1:1</Text>
                </IconButton>
                <Dialog.CloseTrigger asChild position="static">
                  <IconButton {...control} aria-label={t('content.close')} data-testid="viewer-close">
                    <Text fontSize="xl">×</Text>
                  </IconButton>
                </Dialog.CloseTrigger>
              </Flex>
            </Flex>
            <Flex
              h="100dvh"
              align="center"
              justify="center"
              overflow="hidden"
              onWheel={onWheel}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              cursor={scale > 1 ? 'grab' : 'zoom-in'}
              onDoubleClick={() => zoom(scale > 1 ? 1 : 2)}
              css={{ touchAction: 'none' }}
            >
              {picture && (
                <Image
                  src={picture.url}
                  alt=""
                  maxH="88dvh"
                  maxW="92vw"
                  objectFit="contain"
                  draggable={false}
                  transform={`translate(${offset.x}px, ${offset.y}px) scale(${scale})`}
                  transition={drag.current ? 'none' : 'transform 0.15s ease'}
                  data-testid="viewer-image"
                />
              )}
            </Flex>
            {picture && (
              <Flex position="absolute" bottom="0" insetX="0" justify="center" align="center" gap="2" wrap="wrap" px="4" py="3" color="white" data-testid="viewer-tools">
                <Text fontSize="sm" color="whiteAlpha.800">
                  {t('content.useInTool')}
                </Text>
                {pictureTools(channel).map((tool) => (
                  <Link
                    key={tool.key}
                    asChild
                    fontSize="sm"
                    px="3"
                    py="1"
                    borderRadius="full"
                    borderWidth="1px"
                    borderColor="whiteAlpha.500"
                    color="white"
                    _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                    data-testid={`viewer-tool-${tool.key}`}
                  >
                    <RouterLink to={withPicture(tool.href, picture.url)}>{t(`content.tool.${tool.key}`)}</RouterLink>
                  </Link>
                ))}
                <AddToBoardMenu
                  item={{ kind: 'picture', src: picture.url, ratio: (picture.width ?? 0) / (picture.height || 1) }}
                  portalled={false}
                  className={staticClass('viewer-add-to-board')}
                  testId="viewer-add-to-board"
                />
              </Flex>
            )}
            {pictures.length > 1 && (
              <>
                <Box position="absolute" left="3" top="50%" transform="translateY(-50%)">
                  <IconButton {...control} size="lg" aria-label={t('content.imagePrev')} onClick={() => go(-1)} data-testid="viewer-prev">
                    <ArrowLeftIcon boxSize="6" />
                  </IconButton>
                </Box>
                <Box position="absolute" right="3" top="50%" transform="translateY(-50%)">
                  <IconButton {...control} size="lg" aria-label={t('content.imageNext')} onClick={() => go(1)} data-testid="viewer-next">
                    <ArrowRightIcon boxSize="6" />
                  </IconButton>
                </Box>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
