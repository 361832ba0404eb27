import { Flex, Text } from '@chakra-ui/react';
import { useLocale } from '../../../i18n/use-locale';

/** The pattern column's notice (spec §2), shown where showsPatternNotice says. */
export function PatternNotice() {
  const { t } = useLocale();
  return (
    <Flex
      role="note"
      data-testid="pattern-notice"
      align="center"
      gap="3"
      px="4"
      py="2.5"
      borderRadius="l2"
      bg="gold.300/20"
      borderWidth="1px"
      borderColor="gold.300/60"
      color="fg.muted"
      fontSize="sm"
    >
      <Text as="span" color="gold.700" fontWeight="bold" aria-hidden>
        ※
      </Text>
      {t('content.patternNotice')}
    </Flex>
  );
}
