import { Flex, QrCode, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../lib/api';
import { useLocale } from '../../i18n/use-locale';

/** The customer-service line from configuration (spec §9 {phone}) and a QR code that dials it. */
export function ServiceContact() {
  const { t, locale } = useLocale();
  const { data } = useQuery(queryOptionsFor('oct/General/serviceInfo', {}, locale));
  if (!data) return null;
  return (
    <Flex align="center" gap="4" data-testid="service-contact">
      <QrCode.Root value={`tel:${data.phone.replace(/[^\d+]/g, '')}`} size="sm" aria-label={t('access.scanToChat')}>
        <QrCode.Frame bg="white" p="1" borderRadius="l1">
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
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
