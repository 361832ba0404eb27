import { Box, Button, Popover, Portal } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { ServiceContact } from '../../../components/no-access';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../i18n/use-locale';
import { promoBarShown, widgetsHidden } from '../footer-rules';

/** Floating customer-service button (phone and QR); VIP users and the no-widget paths do without it (spec §2, §6). */
export function ServiceWidget() {
  const { t } = useLocale();
  const { info, loggedIn } = useSession();
  const { pathname } = useLocation();
  if (!info || info.is_vip === 1 || widgetsHidden(pathname)) return null;
  // Above the promo bar when that shows.
  const bottom = promoBarShown(pathname, loggedIn) ? { base: '48', md: '24' } : '6';
  return (
    <Box position="fixed" insetEnd="6" bottom={bottom} zIndex="docked" data-testid="service-widget">
      <Popover.Root positioning={{ placement: 'top-end' }}>
        <Popover.Trigger asChild>
          <Button size="sm" borderRadius="full" bg="bg.surface" color="fg" borderWidth="1px" borderColor="border.emphasized" boxShadow="card">
            {t('consult.serviceOpen')}
          </Button>
        </Popover.Trigger>
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
    </Box>
  );
}
