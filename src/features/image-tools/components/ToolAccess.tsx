import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NoAccessNotice } from '../../../components/no-access';
import { useSession } from '../../../lib/session';

/**
 * The image tools are VIP tools (spec §1, §6): a guest gets the login prompt, a member without VIP
 * the customer-service prompt. The work itself never leaves the device.
 */
export function ToolAccess({ children }: { children: ReactNode }) {
  const { info, loggedIn } = useSession();
  if (!info) return null;
  if (!loggedIn || info.is_vip !== 1) {
    return (
      <Container maxW="1360px" py="6">
        <NoAccessNotice kind={loggedIn ? 'vip' : 'login'} redirectToLogin />
      </Container>
    );
  }
  return <>{children}</>;
}
