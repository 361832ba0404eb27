import { fillPath } from '../../../lib/path';

/** Home of a channel; women's (the default) is plain /. */
export const channelHomeHref = (channel: number) => fillPath('/index/home', { channel });
