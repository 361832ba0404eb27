import { CloseButton, Flex, Text } from '@chakra-ui/react';
import { useSessionFlag } from '../../lib/session';
import { useLocale } from '../../i18n/use-locale';
import { NoAccessCover } from './covers';

/** The dismissible no-permission tip image (spec §2); once closed it stays closed for the visit. */
export function NoPermissionTip() {
  const { t } = useLocale();
  const [dismissed, dismiss] = useSessionFlag('trendloom.noPermissionTip.dismissed');
  if (dismissed) return null;
  return (
    <Flex data-testid="no-permission-tip" role="note" align="center" gap="3" p="2" pe="1" borderRadius="l3" bg="bg.surface" borderWidth="1px" borderColor="border.muted" boxShadow="card" maxW="sm">
      <NoAccessCover kind="permission" w="24" flexShrink={0} />
      <Text fontSize="sm" flex="1">
        {t('access.noBrowse')}
      </Text>
      <CloseButton size="sm" aria-label={t('access.dismissTip')} onClick={dismiss} alignSelf="flex-start" />
    </Flex>
  );
}
