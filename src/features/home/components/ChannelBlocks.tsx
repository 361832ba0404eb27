import { Badge, Box, Container, Grid, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '../../../components/cover-image';
import { ArrowRightIcon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { MAIN_CHANNELS, type MainChannel } from '../../../lib/channels';
import { useLocale } from '../../../i18n/use-locale';
import type { ListResult } from '../../../shared/catalogue/types';
import { channelPreviewQuery } from '../api/home-queries';
import { channelHomeHref } from './links';

function ChannelCard({ channel, preview, current }: { channel: MainChannel; preview: ListResult | null | undefined; current: boolean }) {
  const { t, formatCount } = useLocale();
  const covers = preview?.list ?? [];
  return (
    <LinkBox
      as="article"
      data-testid="channel-block"
      role="group"
      layerStyle="card"
      borderColor={current ? 'loom.border' : undefined}
    >
      <Grid templateColumns="2fr 1fr" templateRows="1fr 1fr" gap="1" aspectRatio={16 / 9} bg="bg.muted">
        {[0, 1, 2].map((index) => {
          const item = covers[index];
          const gridRow = index === 0 ? 'span 2' : undefined;
          return item ? (
            <Box key={item.id} gridRow={gridRow} position="relative" overflow="hidden">
              <CoverImage src={item.cover_thumb} alt="" loading="lazy" />
            </Box>
          ) : (
            <Skeleton key={index} gridRow={gridRow} loading={preview === undefined} bg="bg.emphasized" />
          );
        })}
      </Grid>
      <Stack gap="2" p="5">
        <HStack justify="space-between">
          <LinkOverlay asChild>
            <RouterLink to={channelHomeHref(channel)}>
              <Text fontFamily="display" fontWeight="bold" fontSize="xl" letterSpacing="wide">
                {t(`common.channel.${channel}`)}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {current && (
            <Badge colorPalette="loom" variant="subtle" borderRadius="full" px="2.5">
              {t('home.channelCurrent')}
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t(`home.channelIntro.${channel}`)}
        </Text>
        <HStack justify="space-between" pt="2" fontSize="sm">
          <Text color="fg.subtle">{preview ? t('home.channelCount', { count: formatCount(preview.count) }) : '\u00a0'}</Text>
          <HStack gap="1" color="loom.fg" fontWeight="medium">
            <span>{t('home.channelEnter')}</span>
            <ArrowRightIcon boxSize="4" />
          </HStack>
        </HStack>
      </Stack>
    </LinkBox>
  );
}

/** The three main channels (women 20850, men 20840, kids 20860) with their newest covers. */
export function ChannelBlocks({ current }: { current: number }) {
  const { t, locale } = useLocale();
  const previews = useQueries({ queries: MAIN_CHANNELS.map((channel) => channelPreviewQuery(channel, locale)) });
  return (
    <Container as="section" id="channels" aria-labelledby="home-channels-title" maxW="1360px" px={{ base: '4', md: '8' }} pt={{ base: '12', md: '16' }}>
      <SectionHeading id="home-channels-title" title={t('home.channelsTitle')} subtitle={t('home.channelsSubtitle')} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '4', lg: '6' }}>
        {MAIN_CHANNELS.map((channel, index) => (
          <ChannelCard key={channel} channel={channel} preview={previews[index]?.data} current={channel === current} />
        ))}
      </Grid>
    </Container>
  );
}
