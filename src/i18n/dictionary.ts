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
import { analysis } from './messages/analysis';
import { ins } from './messages/ins';
import { tasks } from './messages/tasks';
import { fabric } from './messages/fabric';
import { humen } from './messages/humen';
import { imageTools } from './messages/imageTools';
import { manu } from './messages/manu';
import { recommend } from './messages/recommend';
import { d3d } from './messages/d3d';
import { planning } from './messages/planning';
import { diylayout } from './messages/diylayout';
import { ideaBoard } from './messages/ideaBoard';
import { fittingRoom } from './messages/fittingRoom';

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
  analysis,
  ins,
  tasks,
  fabric,
  humen,
  imageTools,
  manu,
  recommend,
  d3d,
  planning,
  diylayout,
  ideaBoard,
  fittingRoom,
};
