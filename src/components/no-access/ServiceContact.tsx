import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../lib/api';
import { useLocale } from '../../i18n/use-locale';

const ServiceQrCode = lazy(() => import('./ServiceQrCode'));

/** The customer-service line from configuration (spec §9 {phone}) and a QR code that dials it. */
export function ServiceContact() {
  const { t, locale } = useLocale();
  const { data } = useQuery(queryOptionsFor('oct/General/serviceInfo', {}, locale));
  if (!data) return null;
  return (
    <Flex align="center" gap="4" data-testid="service-contact">
      {/* Loaded only where a contact is shown; the box keeps its place meanwhile (no layout shift). */}
      <Suspense fallback={<Box w="80px" h="80px" flexShrink={0} />}>
        <ServiceQrCode phone={data.phone} label={t('access.scanToChat')} />
      </Suspense>
      <Stack gap="1" textAlign="start">
        <Text fontSize="sm" fontWeight="semibold" data-testid="service-phone">
          {t('access.servicePhone', { phone: data.phone })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('access.scanToChat')}
        </Text>
      </Stack>
    </Flex>
  );
}
