import { lazy, Suspense, type ComponentProps } from 'react';
import { useLocation } from 'react-router-dom';
import { staticClass } from '../../../components/static-styles';
import { useSession } from '../../../lib/session';
import { useOpenOnIntent } from '../../../lib/use-open-on-intent';
import { useLocale } from '../../../i18n/use-locale';
import { promoBarShown, widgetsHidden } from '../footer-rules';

const loadPopover = () => import('./ServicePopover');
const ServicePopover = lazy(loadPopover);

function WidgetButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useLocale();
  // As the popover's trigger it is also given the trigger's class: both apply.
  return (
    <button type="button" className={[staticClass('service-widget-button'), className].filter(Boolean).join(' ')} {...props}>
      {t('consult.serviceOpen')}
    </button>
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
  return (
    <div className={staticClass(promoBarShown(pathname, loggedIn) ? 'service-widget-above-promo' : 'service-widget')} data-testid="service-widget">
      {opened ? (
        <Suspense fallback={<WidgetButton />}>
          <ServicePopover trigger={<WidgetButton />} />
        </Suspense>
      ) : (
        <WidgetButton aria-haspopup="dialog" {...triggerProps} />
      )}
    </div>
  );
}
