import { Box, Container, Flex, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { queryOptionsFor } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useLocale } from '../../i18n/use-locale';
import { generateColoretto, type LibrarySeedColour } from '../../shared/colour/coloretto';
import { STATIC_PAGES, type StaticPageName } from './content';

const NAV: StaticPageName[] = ['about', 'aboutColoretto', 'productCenter', 'qualification', 'contactUs'];

/** Coloretto colours of lightness 56, every 20° of hue, each at the highest chroma the grid keeps. */
function colorettoStrip(): LibrarySeedColour[] {
  const byHue = new Map<number, { colour: LibrarySeedColour; chroma: number }>();
  for (const colour of generateColoretto()) {
    const [, hue, lightness, chroma] = colour.code.split('-');
    if (hue === 'N' || lightness !== '56' || Number(hue) % 20 !== 0) continue;
    const kept = byHue.get(Number(hue));
    if (!kept || Number(chroma) > kept.chroma) byHue.set(Number(hue), { colour, chroma: Number(chroma) });
  }
  return [...byHue.entries()].sort(([a], [b]) => a - b).map(([, { colour }]) => colour);
}

function ColorettoStrip() {
  const swatches = useMemo(colorettoStrip, []);
  return (
    <Flex h="14" borderRadius="l2" overflow="hidden" data-testid="coloretto-strip">
      {swatches.map((colour) => (
        <Box key={colour.code} flex="1" bg={colour.hex} title={colour.code} />
      ))}
    </Flex>
  );
}

/** /about, /aboutColoretto, /productCenter, /qualification, /contactUs. */
export function StaticPage() {
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const name = pathname.slice(1) as StaticPageName;
  const page = STATIC_PAGES[name][locale];
  const service = useQuery({ ...queryOptionsFor('oct/General/serviceInfo', {}), enabled: name === 'contactUs' });
  // The tab says which page this is (关于我们); the headline is the page's first sentence.
  usePageTitle(page.eyebrow);
  const fill = (text: string) => text.replace('{phone}', service.data?.phone ?? '…');

  return (
    <>
      <Box bg="bg.hero" borderBottomWidth="1px" borderColor="border.muted">
        <Container maxW="1100px" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
          <Text fontSize="sm" letterSpacing="widest" color="loom.fg" mb="3">
            {page.eyebrow}
          </Text>
          <Heading as="h1" fontFamily="display" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.3" maxW="3xl" data-testid="static-title">
            {page.title}
          </Heading>
          <Text mt="5" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="1.9" maxW="3xl">
            {page.lead}
          </Text>
        </Container>
      </Box>
      <Container maxW="1100px" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', md: '200px 1fr' }} gap={{ base: '8', md: '14' }}>
          <Stack as="nav" gap="1" position={{ md: 'sticky' }} top="32" alignSelf="start" fontSize="sm">
            {NAV.map((other) => (
              <Link
                key={other}
                asChild
                px="3"
                py="2"
                borderRadius="l2"
                color={other === name ? 'loom.fg' : 'fg.muted'}
                bg={other === name ? 'loom.subtle' : undefined}
                fontWeight={other === name ? 'semibold' : 'normal'}
                aria-current={other === name ? 'page' : undefined}
              >
                <RouterLink to={`/${other}`}>{STATIC_PAGES[other][locale].eyebrow}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="12">
            {name === 'aboutColoretto' && <ColorettoStrip />}
            {page.sections.map((section) => (
              <Box as="section" key={section.heading}>
                <Heading as="h2" fontFamily="display" fontSize={{ base: 'xl', md: '2xl' }} mb="5">
                  {section.heading}
                </Heading>
                <Stack gap="4">
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph} lineHeight="1.9" color="fg">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
                {section.points && (
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt={section.paragraphs ? '5' : '0'}>
                    {section.points.map((point) => (
                      <Box key={point.title} p="5" bg="bg.surface" borderWidth="1px" borderColor="border.muted" borderRadius="l3">
                        <Text fontWeight="semibold" mb="1.5">
                          {point.href ? (
                            <Link asChild color="loom.fg">
                              <RouterLink to={point.href}>{point.title}</RouterLink>
                            </Link>
                          ) : (
                            point.title
                          )}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" lineHeight="1.8" data-testid={point.text.includes('{phone}') ? 'contact-phone' : undefined}>
                          {fill(point.text)}
                        </Text>
                      </Box>
                    ))}
                  </SimpleGrid>
                )}
              </Box>
            ))}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

export { StaticPage as Component };
