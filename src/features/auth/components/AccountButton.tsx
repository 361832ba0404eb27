import { Badge, Button, Circle, Text, type ButtonProps } from '@chakra-ui/react';
import type { UserInfo } from '../../../shared/contract/calls/account';
import { useLocale } from '../../../i18n/use-locale';

/** The header's account button (initial, name, VIP badge): the menu's trigger once the menu has loaded. */
export function AccountButton({ info, ...props }: { info: UserInfo } & ButtonProps) {
  const { t } = useLocale();
  return (
    <Button variant="ghost" size="sm" borderRadius="full" px="1.5" aria-label={t('account.menuLabel')} data-testid="user-menu" {...props}>
      <Circle size="7" bg={info.is_vip ? 'gold.solid' : 'loom.solid'} color="white" fontSize="sm" fontWeight="semibold">
        {info.username.slice(0, 1).toUpperCase()}
      </Circle>
      <Text maxW="28" truncate display={{ base: 'none', lg: 'block' }}>
        {info.username}
      </Text>
      {info.is_vip === 1 && (
        <Badge bg="gold.solid" color="white" size="sm" borderRadius="full">
          {t('common.vip')}
        </Badge>
      )}
    </Button>
  );
}
