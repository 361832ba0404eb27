import { Alert, Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, callApi, queryClient } from '../../../lib/api';
import { isSigningOut, loginPath, useDisplaced, useSession } from '../../../lib/session';
import { useOnline } from '../../../lib/offline/hooks/use-online';
import { useLocale } from '../../../i18n/use-locale';
import { STATUS } from '../../../shared/contract/envelope';
import { DESIGNER_HOME, guestRedirect } from '../guard-rules';
import { DisplacedDialog } from './DisplacedDialog';

/** Spec §9: the designer warning shows 5 s, the redirect follows after 1500 ms. */
const DESIGNER_WARNING_MS = 5_000;
const DESIGNER_REDIRECT_MS = 1_500;

/**
 * Site-wide session rules, mounted once in the layout:
 * - after every route change while signed in, `index/User/specialCheck`; 1845 (from it or any
 *   other call) opens the non-closable dialog and blocks all navigation;
 * - guests are sent away from login-required pages (/userCenter… to /, others to login);
 * - a design-side account (type 1) is warned and sent to account management.
 * A check that fails for another reason (5xx, a stalled server) changes nothing but a notice:
 * unknown is neither "signed in elsewhere" nor "allowed" — the server still enforces every call.
 * The check is never answered from a cache. Offline the header shows the offline state and the
 * notice stays hidden; the check runs again when the connection returns.
 */
export function SessionGuard() {
  const { t } = useLocale();
  const { info, loggedIn, confirmed } = useSession();
  const displaced = useDisplaced();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const online = useOnline();
  const [statusUnknown, setStatusUnknown] = useState(false);
  const [designerWarning, setDesignerWarning] = useState(false);

  // Nothing leaves the page while the dialog is up: links, Back, programmatic navigation.
  const blocker = useBlocker(displaced);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!loggedIn || displaced) return;
    const controller = new AbortController();
    callApi('index/User/specialCheck', {}, { signal: controller.signal })
      .then(() => setStatusUnknown(false))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const known = error instanceof ApiError && (error.status === STATUS.displaced || error.status === STATUS.notLoggedIn);
        // 1845 already marked the session displaced (API error listener). 401: the session ended
        // on the server (expired, password changed elsewhere) — user info must say so too.
        if (known && error.status === STATUS.notLoggedIn) void queryClient.invalidateQueries({ queryKey: ['api', 'index/User/reGetInfo'] });
        setStatusUnknown(!known);
      });
    return () => controller.abort();
  }, [key, loggedIn, displaced, online]);

  useEffect(() => {
    if (!info || loggedIn || isSigningOut()) return;
    // "A guest" restored from the last page may be out of date (signed in since, in another tab or
    // app): online, only this page's own answer sends a reader away. Offline the copy is all there is.
    if (!confirmed && online) return;
    const rule = guestRedirect(pathname);
    // A full load, not a router navigation: a client-side redirect issued while the router is
    // still rendering the previous move (the home page's data) can be lost.
    if (rule === 'home') window.location.replace('/');
    else if (rule === 'login') window.location.replace(loginPath(pathname === '/' ? undefined : pathname + search));
  }, [info, loggedIn, confirmed, online, pathname, search]);

  useEffect(() => {
    if (!loggedIn || info?.type !== 1 || displaced || pathname === DESIGNER_HOME) return;
    setDesignerWarning(true);
    const redirect = setTimeout(() => navigate(DESIGNER_HOME), DESIGNER_REDIRECT_MS);
    return () => clearTimeout(redirect);
  }, [loggedIn, info?.type, displaced, pathname, navigate]);

  useEffect(() => {
    if (!designerWarning) return;
    const hide = setTimeout(() => setDesignerWarning(false), DESIGNER_WARNING_MS);
    return () => clearTimeout(hide);
  }, [designerWarning]);

  const notice = designerWarning ? t('account.designerWarning') : statusUnknown && online ? t('account.statusUnknown') : null;
  return (
    <>
      <DisplacedDialog open={displaced} />
      {notice && (
        <Box position="fixed" top="20" insetX="0" zIndex="toast" display="flex" justifyContent="center" px="4" pointerEvents="none">
          <Alert.Root status="warning" maxW="md" borderRadius="l2" boxShadow="lg" data-testid={designerWarning ? 'designer-warning' : 'status-unknown'}>
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        </Box>
      )}
    </>
  );
}
