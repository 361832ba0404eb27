import { Button, CloseButton, Drawer, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { WaitingPart } from '../../../components/content';
import { useLocale } from '../../../i18n/use-locale';
import { queryOptionsFor } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';
import { MAX_COLOUR_TERMS } from '../../../shared/colour/query';
import { pictureColoursQuery } from '../api/colour-api';
import { useFollowToggle } from '../hooks/use-follow-toggle';
import { PaletteBar } from './PaletteBar';
import { Swatch } from './Swatch';

function FollowButton({ uperId, name, followed }: { uperId: number; name: string; followed: boolean }) {
  const { t } = useLocale();
  const follow = useFollowToggle(uperId, name, followed);
  return (
    <Button
      size="sm"
      variant={follow.followed ? 'outline' : 'solid'}
      colorPalette="loom"
      data-testid="colour-panel-follow"
      data-loading={follow.loading || undefined}
      aria-busy={follow.loading}
      onClick={follow.toggle}
    >
      {follow.followed ? t('colour.followed') : t('colour.followAdd')}
    </Button>
  );
}

export interface ColourPanelProps {
  itemId: number | null;
  onClose: () => void;
}

/**
 * The colour panel of one picture: its colours with codes and names, a search link with at most
 * its first 3 colours (spec §5), and the follow toggle of its blogger when it has one.
 */
export function ColourPanel({ itemId, onClose }: ColourPanelProps) {
  const { t, locale } = useLocale();
  const { loggedIn } = useSession();
  const colours = useQuery({ ...pictureColoursQuery(itemId ?? 0, locale), enabled: itemId !== null });
  const detail = useQuery({ ...queryOptionsFor('oct/DetailData/getDetail', { id: itemId ?? 1 }, locale), enabled: itemId !== null });
  const follows = useQuery({ ...queryOptionsFor('oct/UserCenter/getMemberFollows', { data_type: 'blogger' }, locale), enabled: itemId !== null && loggedIn });
  const blogger = detail.data?.item.blogger ?? null;
  const list = colours.data?.list ?? [];
  const searchWords = encodeKeywords(list.slice(0, MAX_COLOUR_TERMS).map((c) => c.code));
  return (
    <Drawer.Root open={itemId !== null} onOpenChange={(event) => !event.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="colour-panel">
            <Drawer.Header>
              <Drawer.Title>{detail.data?.item.title ?? t('colour.colourPanel')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {colours.isPending ? (
                <WaitingPart query={colours} placeholder={<Skeleton h="40" />} />
              ) : (
                <Stack gap="5">
                  <PaletteBar colours={list} height="12" />
                  <Stack gap="2">
                    {list.map((colour) => (
                      <HStack key={colour.color_rgbhex} gap="3">
                        <Swatch hex={colour.color_rgbhex} size="sm" />
                        <Stack gap="0" flex="1" minW="0">
                          <Text fontSize="sm" fontWeight="semibold">
                            {colour.code} · {colour.name}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {colour.color_rgbhex} · {t('colour.ratio', { value: colour.ratio })} · {t('colour.deltaE', { value: colour.delta_e.toFixed(1) })}
                          </Text>
                        </Stack>
                      </HStack>
                    ))}
                  </Stack>
                  {list.length > 0 && (
                    <Button asChild variant="outline" size="sm" alignSelf="start">
                      <RouterLink to={`/list/searchColor?key_words=${searchWords}`}>{t('colour.searchByColour')}</RouterLink>
                    </Button>
                  )}
                  {blogger && loggedIn && follows.data !== undefined && (
                    <HStack justify="space-between" borderTopWidth="1px" pt="4">
                      <Text fontWeight="medium">{blogger.name}</Text>
                      <FollowButton uperId={blogger.id} name={blogger.name} followed={follows.data?.list.some((f) => f.tag_id === blogger.id) ?? false} />
                    </HStack>
                  )}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
