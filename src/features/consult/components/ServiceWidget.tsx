import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { useOpenOnIntent } from '../../../lib/use-open-on-intent';
import { useLocale } from '../../../i18n/use-locale';
import { promoBarShown, widgetsHidden } from '../footer-rules';

const loadPopover = () => import('./ServicePopover');
const ServicePopover = lazy(loadPopover);

function WidgetButton(props: ButtonProps) {
  const { t } = useLocale();
  return (
    <Button size="sm" borderRadius="full" bg="bg.surface" color="fg" borderWidth="1px" borderColor="border.emphasized" boxShadow="card" {...props}>
      {t('consult.serviceOpen')}
    </Button>
  );
}

/**
 * Floating customer-service button (phone and QR); VIP users and the no-widget paths do without it
 * (spec §2, §6). The popover loads when the reader points at, focuses or opens the button.
 */
export function ServiceWidget() {
  const { info, loggedIn } = useSession();
  const { pathname } = useLocation();
  const { opened, triggerProps } = useOpenOnIntent(loadPopover);
  if (!info || info.is_vip === 1 || widgetsHidden(pathname)) return null;
  // Above the promo bar when that shows.
  const bottom = promoBarShown(pathname, loggedIn) ? { base: '48', md: '24' } : '6';
  return (
    <Box position="fixed" insetEnd="6" bottom={bottom} zIndex="docked" data-testid="service-widget">
      {opened ? (
        <Suspense fallback={<WidgetButton />}>
          <ServicePopover trigger={<WidgetButton />} />
        </Suspense>
      ) : (
        <WidgetButton aria-haspopup="dialog" {...triggerProps} />
      )}
    </Box>
  );
}
