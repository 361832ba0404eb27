import { Popover, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { ServiceContact } from '../../../components/no-access';
import { useLocale } from '../../../i18n/use-locale';

/** The service widget's popover (its own chunk; opened by the click that loaded it). */
export default function ServicePopover({ trigger }: { trigger: ReactElement }) {
  const { t } = useLocale();
  return (
    <Popover.Root positioning={{ placement: 'top-end' }} defaultOpen>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="3">
                {t('consult.serviceTitle')}
              </Popover.Title>
              <ServiceContact />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
