import type { Registry } from '../api/registry';
import { ApiError, NO_DATA } from '../api/registry';
import { STATUS } from '../../src/shared/contract';
import { signedInUser } from '../auth/session-user';
import { viewerOf } from '../access/item-access';
import { cardsFor, ITEM_COLUMNS, ITEM_FROM, type ItemRow } from '../catalogue/items';
import { claimReward, loadTaskCentre, recordShare } from './tasks';
import { channelUpdate, defaultWindowStart, lastVisits, loadChannels, markSeen } from '../updates/updates';

/** Cards per channel on the overview of /updateDetail, and on one channel's page. */
const OVERVIEW_CARDS = 8;
const CHANNEL_CARDS = 40;

/** The task centre (/taskCenter), the update pages (/updateDetail) and their mobile share pages. */
export function registerTaskHandlers(registry: Registry) {
  registry.register('oct/TaskCenter/getTasks', async (_params, { db, caller }) => loadTaskCentre(db, signedInUser(caller).id));

  registry.register('oct/TaskCenter/claimReward', async ({ task }, { db, caller }) => claimReward(db, signedInUser(caller).id, task));

  registry.register('oct/TaskCenter/shareItem', async ({ id }, { db, caller }) => {
    const sharedToday = await recordShare(db, signedInUser(caller).id, id);
    return { url: `/m/shareResult/${id}`, shared_today: sharedToday };
  });

  registry.register('oct/TaskCenter/getShareCard', async ({ id }, { db, caller, locale }) => {
    const [row] = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE i.id = $1`, [id]);
    if (!row) return NO_DATA;
    return { item: (await cardsFor({ db, locale, caller }, [row]))[0]! };
  });

  registry.register('oct/UpdateDetail/getUpdates', async ({ channel }, { db, caller, locale }) => {
    const user = signedInUser(caller);
    const channels = await loadChannels(db, channel);
    if (channels.length === 0) return NO_DATA;
    const visits = await lastVisits(db, user.id);
    const fallback = defaultWindowStart();
    const list = await Promise.all(
      channels.map((row) =>
        channelUpdate(db, {
          channel: row,
          since: visits.get(row.id) ?? fallback,
          sinceLastVisit: visits.has(row.id),
          group: 'column',
          limit: channel === undefined ? OVERVIEW_CARDS : CHANNEL_CARDS,
          locale,
          viewer: viewerOf(caller),
        }),
      ),
    );
    return { channels: list };
  });

  registry.register('oct/UpdateDetail/markSeen', async ({ channel }, { db, caller }) => {
    const user = signedInUser(caller);
    const [row] = await loadChannels(db, channel);
    if (!row) throw new ApiError(STATUS.notFound, '频道不存在', 404);
    return { channel, seen_at: await markSeen(db, user.id, channel) };
  });

  registry.register('oct/UpdateDetail/getChannelNews', async ({ channel, group }, { db, caller, locale }) => {
    const [row] = await loadChannels(db, channel);
    if (!row) return NO_DATA;
    return channelUpdate(db, {
      channel: row,
      since: defaultWindowStart(),
      sinceLastVisit: false,
      group,
      limit: 20,
      locale,
      viewer: viewerOf(caller),
    });
  });
}
