import { Badge, Box, Button, Circle, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type PointerEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageStatusView, pageStatusOf } from '../../../components/content';
import { EnquiryForm } from '../../../components/enquiry-form/EnquiryForm';
import { SpecTable } from '../../../components/spec-table/SpecTable';
import { ResponsiveImage } from '../../../components/responsive-image/ResponsiveImage';
import { useLocale } from '../../../i18n/use-locale';
import { useFabricFavourite, useRecordFabricView } from '../../../lib/offline/hooks/use-fabric';
import { usePageTitle } from '../../../lib/use-page-title';
import type { FabricDetail } from '../../../shared/contract/calls/fabric';
import { contactMerchant, fabricDetailQuery, idFrom } from '../api/queries';
import { FabricFrame, FabricGrid, MerchantTile, SectionHeading, mediaUrl, useCompositionText } from './parts';

/** The swatch, zoomed 3× around the pointer while "zoom" is on (click or Enter toggles it). */
function SwatchZoom({ src, alt }: { src: string; alt: string }) {
  const { t } = useLocale();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin(`${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  };
  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        aria-pressed={zoomed}
        aria-label={t('fabric.zoomHint')}
        overflow="hidden"
        borderRadius="l3"
        borderWidth="1px"
        borderColor="border.muted"
        cursor={zoomed ? 'zoom-out' : 'zoom-in'}
        onClick={() => setZoomed((z) => !z)}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), setZoomed((z) => !z))}
        onPointerMove={move}
        data-testid="swatch-zoom"
      >
        <ResponsiveImage
          src={src}
          alt={alt}
          priority
          sizes="(min-width: 1024px) 45vw, 100vw"
          w="full"
          aspectRatio="1"
          objectFit="cover"
          transform={zoomed ? 'scale(3)' : 'scale(1)'}
          transformOrigin={origin}
          transition="transform 0.2s ease-out"
        />
      </Box>
      <Text fontSize="xs" color="fg.subtle" mt="1">
        {t('fabric.zoomHint')}
      </Text>
    </Box>
  );
}

function Specs({ fabric }: { fabric: FabricDetail }) {
  const { t } = useLocale();
  const compositionText = useCompositionText();
  const rows: [string, string][] = [
    [t('fabric.code'), fabric.code],
    [t('fabric.composition'), compositionText(fabric.composition)],
    [t('fabric.weight'), `${fabric.weight_gsm} g/m²`],
    [t('fabric.width'), `${fabric.width_cm} cm`],
    [t('fabric.structure'), `${t(`fabric.construction.${fabric.construction}`)} · ${t(`fabric.weave.${fabric.weave}`)}`],
    [t('fabric.finishes'), fabric.finishes.length ? fabric.finishes.map((f) => t(`fabric.finish.${f as 'brushed'}`)).join('、') : t('fabric.none')],
    [t('fabric.priceBand'), t(`fabric.band.${fabric.price_band as 1}`)],
    [t('fabric.moq'), t('fabric.moqValue', { count: fabric.moq_m })],
    [t('fabric.certifications'), fabric.certifications.join('、') || t('fabric.none')],
  ];
  return <SpecTable rows={rows} testId="fabric-specs" />;
}

function ColourMatches({ fabric }: { fabric: FabricDetail }) {
  const { t } = useLocale();
  return (
    <Stack gap="3" data-testid="fabric-colours">
      {fabric.colour_matches.map((colour) => (
        <Flex key={colour.color_rgbhex} gap="3" align="center" wrap="wrap">
          <HStack gap="2" minW="32">
            <Circle size="8" bg={colour.color_rgbhex} borderWidth="1px" borderColor="border.muted" />
            <Text fontSize="sm" fontFamily="mono">
              {colour.color_rgbhex} · {colour.ratio}%
            </Text>
          </HStack>
          {colour.matches.length === 0 ? (
            <Text fontSize="xs" color="fg.subtle">
              {t('fabric.noMatch')}
            </Text>
          ) : (
            colour.matches.map((match) => (
              <HStack key={match.code} gap="1.5" px="2" py="1" borderRadius="md" bg="bg.muted">
                <Circle size="4" bg={match.color_rgbhex} />
                <Text fontSize="xs">
                  {match.code} {match.name} · ΔE {match.deltaE}
                </Text>
              </HStack>
            ))
          )}
        </Flex>
      ))}
    </Stack>
  );
}

/** Contact the merchant: the shared enquiry form, sent with this fabric. */
function ContactForm({ fabric }: { fabric: FabricDetail }) {
  const { t } = useLocale();
  const texts = {
    lead: t('fabric.contactLead'),
    name: t('fabric.contactName'),
    mobile: t('fabric.contactMobile'),
    message: t('fabric.contactMessage'),
    messagePlaceholder: t('fabric.contactMessagePlaceholder'),
    submit: t('fabric.contactSubmit'),
    sent: t('fabric.contactSent'),
    loginFirst: t('fabric.loginToContact'),
    nameRequired: t('fabric.nameRequired'),
    messageRequired: t('fabric.messageRequired'),
  };
  return <EnquiryForm texts={texts} send={(form) => contactMerchant({ merchant_id: fabric.merchant_id, fabric_id: fabric.id, ...form })} />;
}

/** The fabric detail view (/dxFabric/fabricDetail?id=): swatch zoom, specs, colours matched by ΔE00, merchant, favourite, contact. */
export function FabricDetailPage() {
  const { t, locale } = useLocale();
  const [search] = useSearchParams();
  const id = idFrom(search);
  const query = useQuery({ ...fabricDetailQuery(id ?? 0, locale), enabled: id !== null });
  const fabric = query.data;
  const target = useMemo(
    () => (fabric ? { fabricId: fabric.id, name: fabric.name, cover: fabric.cover, merchant: fabric.merchant_name } : null),
    [fabric],
  );
  const favourite = useFabricFavourite(target);
  useRecordFabricView(target);
  usePageTitle(fabric?.name ?? t('fabric.find'));
  return (
    <FabricFrame testId="fabric-detail">
      <Link asChild fontSize="sm" color="fg.muted" mb="4" display="inline-block">
        <RouterLink to="/dxFabric/findFabric">← {t('fabric.back')}</RouterLink>
      </Link>
      <PageStatusView status={id === null ? 4000 : pageStatusOf(query)} error={query.error} onRetry={() => void query.refetch()} skeleton="article">
        {fabric && (
          <Stack gap="8">
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }}>
              <SwatchZoom src={mediaUrl(fabric.swatches[0] ?? fabric.cover)} alt={fabric.name} />
              <Stack gap="5">
                <Box>
                  <HStack gap="2" mb="1">
                    <Badge variant="subtle">{t(`fabric.category.${fabric.category}`)}</Badge>
                    <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                      {fabric.code}
                    </Text>
                  </HStack>
                  <Heading as="h2" fontFamily="display" fontSize="2xl" data-testid="fabric-name">
                    {fabric.name}
                  </Heading>
                </Box>
                <HStack gap="3">
                  <Button
                    onClick={() => void favourite.toggle()}
                    aria-pressed={favourite.on}
                    disabled={favourite.working || favourite.opening}
                    variant={favourite.on ? 'solid' : 'outline'}
                    colorPalette="loom"
                    data-testid="fabric-favourite"
                  >
                    {favourite.on ? `♥ ${t('fabric.favourited')}` : `♡ ${t('fabric.favourite')}`}
                  </Button>
                  {favourite.waitingForSync && (
                    <Text fontSize="xs" color="fg.muted" data-testid="fabric-favourite-waiting">
                      {t('fabric.waiting')}
                    </Text>
                  )}
                </HStack>
                <Specs fabric={fabric} />
                <Box>
                  <Heading as="h3" fontSize="md" mb="3">
                    {t('fabric.colourMatches')}
                  </Heading>
                  <ColourMatches fabric={fabric} />
                </Box>
              </Stack>
            </Grid>
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }}>
              <Box>
                <Heading as="h3" fontSize="md" mb="3">
                  {t('fabric.merchant')}
                </Heading>
                <MerchantTile merchant={fabric.merchant} />
              </Box>
              <Box>
                <Heading as="h3" fontSize="md" mb="3">
                  {t('fabric.contact')}
                </Heading>
                <ContactForm fabric={fabric} />
              </Box>
            </Grid>
            {fabric.more.length > 0 && (
              <Box>
                <SectionHeading>{t('fabric.moreFromShop')}</SectionHeading>
                <FabricGrid fabrics={fabric.more.slice(0, 4)} />
              </Box>
            )}
          </Stack>
        )}
      </PageStatusView>
    </FabricFrame>
  );
}
