import { callApi, queryOptionsFor } from '../../../lib/api';
import type { Locale } from '../../../i18n/locale';
import type { TaskKey } from '../../../shared/tasks/tasks';

export const tasksQuery = (locale?: Locale) => queryOptionsFor('oct/TaskCenter/getTasks', {}, locale);
export const claimReward = (task: TaskKey) => callApi('oct/TaskCenter/claimReward', { task });
export const shareItem = (id: number) => callApi('oct/TaskCenter/shareItem', { id });
export const shareCardQuery = (id: number, locale?: Locale) => queryOptionsFor('oct/TaskCenter/getShareCard', { id }, locale);
export const channelNewsQuery = (channel: number, group: 'column' | 'fabric', locale?: Locale) =>
  queryOptionsFor('oct/UpdateDetail/getChannelNews', { channel, group }, locale);
/** Reports offered for sharing: the newest of the women's trend channel. */
export const shareCandidatesQuery = (channel: number, locale?: Locale) => channelNewsQuery(channel, 'column', locale);
