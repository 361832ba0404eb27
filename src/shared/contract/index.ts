import { catalogueCalls } from './calls/catalogue';
import { accountCalls } from './calls/account';
import { orderCalls } from './calls/order';
import { consultCalls } from './calls/consult';
import { usercenterCalls } from './calls/usercenter';
import { searchCalls } from './calls/search';
import { contentCalls } from './calls/content';
import { homeCalls } from './calls/home';
import { brandCalls } from './calls/brand';
import { colourCalls } from './calls/colour';
import { downloadCalls } from './calls/download';
import { taskCalls } from './calls/tasks';
import { designCalls } from './calls/design';
import { followCalls } from './calls/follows';
import { analysisCalls } from './calls/analysis';
import { commentCalls, readingCalls, searchMapCalls, viewLogCalls } from './calls/reading';
import { insCalls } from './calls/ins';
import { bookCalls } from './calls/book';
import { yarnCalls } from './calls/yarn';
import { fabricCalls } from './calls/fabric';
import { humenCalls } from './calls/humen';
import { manuCalls } from './calls/manu';
import { recommendCalls } from './calls/recommend';
import { d3dCalls } from './calls/d3d';
import { planningCalls } from './calls/planning';
import { diylayoutCalls } from './calls/diylayout';
import { uploadCalls } from './calls/uploads';
import { fittingCalls } from './calls/fitting';

export * from './define';
export * from './envelope';
export * from './legacy';

/**
 * Every call of the data endpoint, keyed `module/controller/func`. The server registers one
 * handler per entry and the client calls through the same definitions, so params and results
 * cannot drift. Each area adds its own file under calls/ and spreads it here.
 */
export const calls = {
  ...catalogueCalls,
  ...accountCalls,
  ...orderCalls,
  ...consultCalls,
  ...usercenterCalls,
  ...searchCalls,
  ...contentCalls,
  ...homeCalls,
  ...brandCalls,
  ...colourCalls,
  ...downloadCalls,
  ...taskCalls,
  ...designCalls,
  ...followCalls,
  ...analysisCalls,
  ...readingCalls,
  ...viewLogCalls,
  ...commentCalls,
  ...searchMapCalls,
  ...insCalls,
  ...bookCalls,
  ...yarnCalls,
  ...fabricCalls,
  ...humenCalls,
  ...manuCalls,
  ...recommendCalls,
  ...d3dCalls,
  ...planningCalls,
  ...diylayoutCalls,
  ...uploadCalls,
  ...fittingCalls,
};

export type Calls = typeof calls;
export type CallNameOf = keyof Calls;
