import { HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/use-locale';

export function Logo() {
  const { t } = useLocale();
  return (
    <Link asChild aria-label={t('shell.logoLabel')} _hover={{ textDecoration: 'none' }} flexShrink={0}>
      <RouterLink to="/">
        <HStack gap="2.5">
          <Image src="/favicon.svg" alt="" boxSize="9" borderRadius="l2" />
          <Stack gap="0" lineHeight="1">
            <Text fontFamily="display" fontWeight="bold" fontSize="xl" letterSpacing="0.12em" color="fg">
              潮织
            </Text>
            <Text fontSize="2xs" letterSpacing="0.32em" color="fg.muted" textTransform="uppercase" mt="1">
              Trendloom
            </Text>
          </Stack>
        </HStack>
      </RouterLink>
    </Link>
  );
}
