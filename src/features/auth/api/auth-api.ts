import type { UserInfo } from '../../../shared/contract/calls/account';
import type { LoginInput, RegisterInput } from '../../../shared/validation/account-schema';
import { queryClient } from '../../../lib/api';
import { announceSessionEnd, authRequest, markSigningOut } from '../../../lib/session';

/** Everything cached belongs to the previous user (VIP cards, favourites): load it again. */
async function afterSessionChange() {
  queryClient.removeQueries({ queryKey: ['api'], type: 'inactive' });
  await queryClient.resetQueries({ queryKey: ['api'] });
}

export async function login(input: LoginInput): Promise<UserInfo> {
  const info = await authRequest<UserInfo>('/api/auth/login', input);
  await afterSessionChange();
  return info;
}

export async function register(input: RegisterInput): Promise<UserInfo> {
  const info = await authRequest<UserInfo>('/api/auth/register', input);
  await afterSessionChange();
  return info;
}

/**
 * Logs out: the query cache is emptied first (so a persisted copy cannot bring the user back on
 * the next page), features then clean their per-user offline data, the server ends the session
 * (and clears HTTP caches), and the login page is loaded afresh.
 */
export async function logout(reason: 'logout' | 'displaced-logout' = 'logout'): Promise<void> {
  markSigningOut();
  queryClient.clear();
  await announceSessionEnd({ reason });
  await authRequest('/api/auth/logout', {}).catch(() => undefined);
  window.location.assign('/login');
}
