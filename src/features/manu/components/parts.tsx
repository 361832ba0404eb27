import { FeatureFrame } from '../../../components/content';
import { Badge,  HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import type { FactoryCard } from '../../../shared/contract/calls/manu';
import { factoryHref } from '../api/queries';

/** The page frame of the manufacturing pages: title, intro, content. */
export function ManuFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useLocale();
  return (
    <FeatureFrame title={t('manu.title')} intro={t('manu.intro')} testId={testId}>
      {children}
    </FeatureFrame>
  );
}

/** Processes of a factory as small badges. */
export function ProcessBadges({ factory }: { factory: Pick<FactoryCard, 'processes'> }) {
  const { t } = useLocale();
  return (
    <Wrap gap="1.5">
      {factory.processes.map((process) => (
        <Badge key={process} colorPalette="loom" variant="subtle">
          {t(`manu.process.${process}`)}
        </Badge>
      ))}
    </Wrap>
  );
}

/** Factories as cards: name, place, processes and the three numbers buyers compare. */
export function FactoryGrid({ factories }: { factories: FactoryCard[] }) {
  const { t } = useLocale();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" data-testid="factory-grid">
      {factories.map((factory) => (
        <LinkBox key={factory.id} as="article" borderWidth="1px" borderRadius="lg" p="4" bg="bg" _hover={{ borderColor: 'loom.solid' }} data-testid="factory-card">
          <Stack gap="2.5">
            <LinkOverlay asChild>
              <RouterLink to={factoryHref(factory.id)}>
                <Text fontWeight="semibold" lineClamp={1}>
                  {factory.name}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Text fontSize="sm" color="fg.muted">
              {t(`manu.region.${factory.region}`)} · {factory.city}
            </Text>
            <ProcessBadges factory={factory} />
            <HStack gap="4" fontSize="sm" fontVariantNumeric="tabular-nums" wrap="wrap">
              <Text>{t('manu.moqValue', { count: factory.moq })}</Text>
              <Text color="fg.muted">
                {t('manu.lead')} {t('manu.leadValue', { days: factory.lead_days })}
              </Text>
              <Text color="fg.muted">{t('manu.capacityValue', { count: factory.capacity })}</Text>
            </HStack>
            {factory.certifications.length > 0 && (
              <Text fontSize="xs" color="fg.subtle" lineClamp={1}>
                {factory.certifications.join(' · ')}
              </Text>
            )}
          </Stack>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
