import { useLiveQuery } from '../../../lib/offline/hooks/use-live-query';
import type { OfflineUser } from '../../../lib/offline';
import { listBoards } from '../../../lib/works/idea-boards';

/** The member's boards on this device, the latest first; undefined until read. */
export const useBoards = (user: OfflineUser | null) => useLiveQuery(async () => (user ? listBoards(user.db) : undefined), [user]);
