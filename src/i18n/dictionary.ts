import { common } from './messages/common';
import { shell } from './messages/shell';
import { home } from './messages/home';
import { content } from './messages/content';
import { account } from './messages/account';
import { access } from './messages/access';
import { usercenter } from './messages/usercenter';
import { vip } from './messages/vip';
import { consult } from './messages/consult';
import { download } from './messages/download';
import { colour } from './messages/colour';
import { offline } from './messages/offline';

/**
 * Every message of the app, by area. A feature adds `messages/<area>.ts` and one line here;
 * `t('<area>.<key>')` is then type-checked, including the variables the zh text names.
 */
export const dictionary = {
  common,
  shell,
  home,
  content,
  account,
  access,
  usercenter,
  vip,
  consult,
  download,
  colour,
  offline,
};
