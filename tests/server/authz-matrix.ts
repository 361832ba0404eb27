import { DESCRIPTOR_LENGTH } from '../../src/shared/image-search/descriptor';
import { newBoard } from '../../src/shared/planning/board';

/**
 * Expected authorization of every /api/data call (reliability checklist C1), checked by
 * authz-matrix.test.ts against the real server for each role. A call registered without a row
 * here fails that test with the row to add.
 *
 * Outcomes: 'ok' = the handler ran (any answer but the three below), 'login' = 401 请先登录,
 * 'denied' = 9527 no permission, 'displaced' = 1845.
 *
 * Roles: guest (no session); member (no VIP); vip (VIP over 20850/20840/20860); vipExpired (VIP
 * and channel grants ended yesterday); designer (type 1, no VIP); wrongChannel (VIP over 20840
 * only, while rows ask for channel 20850); displaced (a session another login revoked).
 */
export type Outcome = 'ok' | 'login' | 'denied' | 'displaced';
export const ROLES = ['guest', 'member', 'vip', 'vipExpired', 'designer', 'wrongChannel', 'displaced'] as const;
export type Role = (typeof ROLES)[number];
export type Expected = Record<Role, Outcome>;
export interface MatrixRow {
  params: Record<string, unknown>;
  expect: Expected;
}

const all = (outcome: Outcome): Expected => Object.fromEntries(ROLES.map((role) => [role, outcome])) as Expected;

/** Anyone, a displaced session included (it is treated as a guest). */
export const PUBLIC: Expected = all('ok');
/** Public, but a displaced session hears 1845 (the client must learn it was logged out). */
export const PUBLIC_TELLS_DISPLACED: Expected = { ...PUBLIC, displaced: 'displaced' };
/** Any signed-in user. */
export const LOGIN: Expected = { ...all('ok'), guest: 'login', displaced: 'displaced' };
/** A current VIP. */
export const VIP: Expected = { ...LOGIN, member: 'denied', vipExpired: 'denied', designer: 'denied' };
/** Authority over the `channel` param (20850 in the rows). */
export const CHANNEL: Expected = { ...VIP, wrongChannel: 'denied' };
/**
 * Public call on a VIP-only item (the rows use fixture item 10009, channel 20850): only a current
 * VIP with rights over that channel gets it (item-access; wrongChannel has 20840 only).
 */
export const VIP_ITEM: Expected = { ...PUBLIC, guest: 'denied', member: 'denied', vipExpired: 'denied', designer: 'denied', displaced: 'denied', wrongChannel: 'denied' };
/** Login call whose handler needs VIP (colour cards: 9527 VIP会员可用!). */
export const LOGIN_THEN_VIP: Expected = { ...VIP };

/** What the failure message suggests for a new call, from its declared access. */
export const EXPECTED_FOR_ACCESS = { public: 'PUBLIC', login: 'LOGIN', vip: 'VIP', channel: 'CHANNEL' } as const;

const women = 20850;
/** A login call on a work none of the roles owns (the rows name a missing work): 9527 for every member. */
const NOT_THEIR_WORK: Expected = { ...all('denied'), guest: 'login', displaced: 'displaced' };

export const AUTHZ_MATRIX: Record<string, MatrixRow> = {
  // Catalogue, lists, search, detail, home (content library)
  'oct/General/navList': { params: { channel: women }, expect: PUBLIC },
  'oct/General/menuForSearch': { params: {}, expect: PUBLIC },
  'oct/ListDataKw/getList': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getAttrListV50': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getColorAttrList': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getLikeList': { params: { id: 10_009 }, expect: PUBLIC },
  'oct/ListDataKw/searchByPicture': { params: { channel: women, descriptor: Array.from({ length: DESCRIPTOR_LENGTH }, () => 0.06) }, expect: PUBLIC },
  'oct/ListDataKw/pictureDescriptors': { params: { media: ['m10009'] }, expect: PUBLIC },
  'oct/ListDataKw/getCommend': { params: { channel: women }, expect: PUBLIC },
  'oct/ListData/getVideoList': { params: { channel: women }, expect: PUBLIC },
  'oct/ListData/getBrandBySeasonAndArea': { params: {}, expect: PUBLIC },
  'oct/ListDataKw/kwInfo': { params: { key_words: '连衣裙' }, expect: PUBLIC },
  'oct/General/zhEnWords': { params: {}, expect: PUBLIC },
  'index/Sundries/getSearchKeyword': { params: {}, expect: PUBLIC },
  'oct/DetailData/getDetail': { params: { id: 10_009 }, expect: VIP_ITEM },
  'oct/DetailData/getDetailPicList': { params: { id: 10_009 }, expect: VIP_ITEM },
  'oct/DetailData/getThemeList': { params: { id: 10_009 }, expect: PUBLIC },
  'oct/DetailData/getColorList': { params: { id: 10_009 }, expect: VIP_ITEM },
  'oct/General/indexBanner': { params: {}, expect: PUBLIC },
  'oct/General/indexPage': { params: {}, expect: PUBLIC },
  'oct/General/indexPageFashion': { params: {}, expect: PUBLIC },
  'oct/General/trendPrediction229': { params: {}, expect: PUBLIC },
  'oct/General/countPerDay': { params: {}, expect: PUBLIC },
  'oct/General/patternColumnData': { params: {}, expect: PUBLIC },
  'index/Brand/allBrand': { params: {}, expect: PUBLIC },
  'index/Brand/brandAreaList': { params: {}, expect: PUBLIC },
  'index/Brand/getAttrList': { params: {}, expect: PUBLIC },
  'index/Brand/getBrandDetail': { params: { id: 71 }, expect: PUBLIC },
  'index/Brand/recommendList': { params: {}, expect: PUBLIC },
  'index/Brand/recList': { params: { id: 71 }, expect: PUBLIC },
  'index/Brand/companyDetail': { params: { id: 71 }, expect: PUBLIC },
  'index/Brand/brandItems': { params: { id: 71 }, expect: PUBLIC },

  // Colour suite
  'index/Color/getPantoneColor': { params: { keyword: '红' }, expect: PUBLIC },
  'index/Color/getPantoneColorNew': { params: {}, expect: PUBLIC },
  'index/Color/pantoneSearchNumAdd': { params: { code: '18-1663' }, expect: PUBLIC },
  'index/Color/getNearestColor': { params: { colors: ['#C8102E'] }, expect: PUBLIC },
  'index/Color/getSimilarColor': { params: { color: '#C8102E' }, expect: PUBLIC },
  'index/Color/getColorSee': { params: { code: '18-1663' }, expect: PUBLIC },
  'index/Color/getPicColor': { params: { media_id: 'img1' }, expect: PUBLIC },
  'index/Color/getPicColorFormEs': { params: { id: 10_009 }, expect: VIP_ITEM },
  'index/Color/getAnalyzeByColor': { params: { key_words: '红色' }, expect: PUBLIC },
  'index/Color/getAnalyzeByPantone': { params: { code: '18-1663' }, expect: PUBLIC },
  'index/Color/recommendCombineByHsv': { params: { color: '#C8102E' }, expect: PUBLIC },
  'index/Color/recommendPantoneByHsv': { params: { color: '#C8102E', scheme: 'complementary' }, expect: PUBLIC },
  'index/Color/getColorMood': { params: {}, expect: PUBLIC },
  'index/Color/getColorTrend': { params: {}, expect: PUBLIC },
  'index/Color/getColorTrendDetail': { params: { channel: women }, expect: LOGIN },
  'index/Color/getColorCardRight': { params: { kind: 'card', name: '18-1663' }, expect: LOGIN_THEN_VIP },
  // Data analysis (aggregates over the items the caller may open)
  'oct/ListDataKw/showDataAnalysis': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getShowAttr': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getShowChart': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/showDataRelTag': { params: { channel: women, tag: 5021 }, expect: PUBLIC },
  'oct/ListDataKw/showDataRelBrand': { params: { channel: women, tag: 5021 }, expect: PUBLIC },
  'oct/ListDataKw/showDataBrandRank': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/showDataWord': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getShowBrand': { params: { channel: women }, expect: PUBLIC },
  // Reading calls of issue #12 (hot words, brand analysis, crafts, my brands)
  'oct/ListDataJun/getWord': { params: { channel: women }, expect: PUBLIC },
  'index/Brand/getBrandStyleSubsetAnalyze': { params: { id: 71 }, expect: PUBLIC },
  'index/Brand/favList': { params: {}, expect: LOGIN },
  'oct/UserCenter/sdViewLog': { params: { id: 10_001 }, expect: LOGIN },
  'oct/General/imageComment': { params: { id: 10_001 }, expect: PUBLIC },
  'oct/SearchMap/getList': { params: { channel: women, key_words: '连衣裙' }, expect: PUBLIC },
  'oct/SearchMap/getAttrList': { params: { channel: women, key_words: '连衣裙' }, expect: PUBLIC },
  'oct/General/addImageComment': { params: { id: 10_001, content: '矩阵评论' }, expect: LOGIN },
  'oct/ListDataKw/getCraftFollow': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getCraftRecommended': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/subjectColorGamutAnalyze': { params: { channel: women }, expect: PUBLIC },
  'oct/ListDataKw/getSubjectAnalyzeByColor': { params: { channel: women, color: '#C8102E' }, expect: PUBLIC },
  'oct/UserCenter/getColorFolderList': { params: {}, expect: LOGIN },
  'oct/UserCenter/addColorFolder': { params: { folderId: 'matrix-folder-1', name: '矩阵' }, expect: LOGIN },
  'oct/UserCenter/colorgFolderUpdate': { params: { folderId: 'matrix-folder-1', name: '矩阵二' }, expect: LOGIN },
  'oct/UserCenter/colorgFolderDel': { params: { folderId: 'matrix-folder-1' }, expect: LOGIN },
  'oct/UserCenter/actColorGroup': { params: { act: 'delete', paletteId: 'matrix-palette-1' }, expect: LOGIN },
  'oct/UserCenter/getColorGroup': { params: {}, expect: LOGIN },

  // Accounts, session, orders, consult, user centre (issue #3)
  'index/User/specialCheck': { params: {}, expect: LOGIN },
  'index/User/reGetInfo': { params: {}, expect: PUBLIC_TELLS_DISPLACED },
  'oct/General/serviceInfo': { params: {}, expect: PUBLIC },
  'oct/UserCenter/getMyInfo': { params: {}, expect: LOGIN },
  'oct/UserCenter/updateMyInfo': { params: { nickname: '小林', company: '潮织', job_title: '设计师' }, expect: LOGIN },
  'oct/Order/vipList': { params: {}, expect: PUBLIC },
  'oct/Order/preview': { params: { buyType: 'year' }, expect: LOGIN },
  'oct/Order/create': { params: { buyType: 'quarter', idempotency_key: 'authz-matrix-order-1' }, expect: LOGIN },
  'oct/Order/query': { params: { order_no: 'TL20260101000000ABCDEF12' }, expect: LOGIN },
  'oct/Order/myOrders': { params: {}, expect: LOGIN },
  'oct/General/addConsult': { params: { mobile: '13800138000' }, expect: PUBLIC },
  'oct/ListDataKw/getFavDataTypes': { params: {}, expect: LOGIN },
  // Instagram analysis (issue #16)
  'oct/ListDataKw/getInsAnaAttrList': { params: { data_type: 401 }, expect: PUBLIC },
  'oct/ListDataKw/getInsAnaList': { params: { data_type: 401, column_list: 'upers,posts' }, expect: PUBLIC },
  'oct/ListDataKw/getFavColoumnCounts': { params: { kind: 'atlas' }, expect: LOGIN },
  'oct/UserCenter/getFavList': { params: { kind: 'atlas' }, expect: LOGIN },
  'oct/UserCenter/getMemberFollows': { params: { data_type: 'brand' }, expect: LOGIN },
  'oct/UserCenter/getViewHistory': { params: {}, expect: LOGIN },
  'oct/UserCenter/getDownloadHistory': { params: {}, expect: LOGIN },

  // Favourites and follows as direct calls (issue #12): writes go through the sync service.
  'oct/UserCenter/addFav': { params: { id: 10_000, type: 3 }, expect: LOGIN },
  'oct/UserCenter/delFav': { params: { id: 10_000, type: 3 }, expect: LOGIN },
  'oct/UserCenter/addFollowsWords': { params: { words: [71] }, expect: LOGIN },
  'oct/UserCenter/delFollowsWords': { params: { words: [71] }, expect: LOGIN },
  'oct/UserCenter/dragSort': { params: { ids: [1] }, expect: LOGIN },
  'oct/UserCenter/getFollowsWordsByUserId': { params: {}, expect: LOGIN },
  'oct/UserCenter/getFollowsWordsByUserIdNew': { params: {}, expect: LOGIN },
  'oct/UserCenter/getMemberFollows229': { params: {}, expect: LOGIN },
  'oct/UserCenter/getMemberFollows247': { params: {}, expect: LOGIN },
  'oct/UserCenter/getUserFollowsBrand': { params: {}, expect: LOGIN },
  'oct/General/getFollowWords': { params: {}, expect: PUBLIC },
  'oct/RedBook/addFollow': { params: { id: 900 }, expect: LOGIN },
  'oct/DataAnalys/followBlogger': { params: { id: '900' }, expect: LOGIN },

  // Downloads (issue #7): data is public (isRightD tells who may); the quota check needs VIP and channel authority.
  'oct/DetailData/getDownloadList': { params: { ids: '10009' }, expect: PUBLIC },
  'oct/UserCenter/getDownloadCount': { params: { type: 'jpg', id: 10_009 }, expect: CHANNEL },
  'oct/UserCenter/batchPicDownloadLog': { params: { ids: '10009', type: 'pic' }, expect: LOGIN },

  // Trend books (issue #17): pages are public (a locked book answers a locked card), positions are the member's own.
  'oct/Book/getBookPages': { params: { id: 10_009 }, expect: PUBLIC },
  'oct/Book/getReadPosition': { params: { id: 10_009 }, expect: LOGIN },
  'oct/Book/saveReadPosition': { params: { id: 10_009, page: 2, read_at: 1_700_000_000_000 }, expect: LOGIN },

  // Yarn companies and yarns (issue #17): open data.
  'oct/Yarn/getYarnList': { params: {}, expect: PUBLIC },
  'oct/Yarn/getYarnInfo': { params: { id: 1 }, expect: PUBLIC },
  // Humen market data (issue #17): the entry for any member, the dashboards per market (channel authority).
  'oct/Humen/entry': { params: {}, expect: LOGIN },
  'oct/Humen/dashboard': { params: { channel: women }, expect: CHANNEL },
  'oct/Humen/clothingData': { params: { channel: women, category_id: 1 }, expect: CHANNEL },
  // Task centre and update pages (issue #12); the share and news pages open from a shared link.
  'oct/TaskCenter/getTasks': { params: {}, expect: LOGIN },
  // follow_brands: never done by the matrix users, so no claim grants anything (a VIP trial would change later rows).
  'oct/TaskCenter/claimReward': { params: { task: 'follow_brands' }, expect: LOGIN },
  'oct/TaskCenter/shareItem': { params: { id: 10_001 }, expect: LOGIN },
  'oct/TaskCenter/getShareCard': { params: { id: 10_001 }, expect: PUBLIC },
  'oct/UpdateDetail/getUpdates': { params: { channel: women }, expect: LOGIN },
  'oct/UpdateDetail/markSeen': { params: { channel: women }, expect: LOGIN },
  'oct/UpdateDetail/getChannelNews': { params: { channel: women }, expect: PUBLIC },

  // Design-side accounts (issue #12): any signed-in user reaches the handler, which answers
  // 403 请使用设计师账号登录 to non-designers (tests/server/design-accounts.test.ts).
  'oct/UserCenter/getCommpany': { params: {}, expect: LOGIN },
  'oct/UserCenter/getDesignTeam': { params: {}, expect: LOGIN },
  'oct/UserCenter/getDesign': { params: { account: 'nobody' }, expect: LOGIN },
  'oct/UserCenter/setBindDesignStatus': { params: { id: 999_999, status: 0 }, expect: LOGIN },
  // Fabric sourcing (issue #17): browsing is public; collection, footprint and contact need a member.
  'oct/Fabric/home': { params: {}, expect: PUBLIC },
  'oct/Fabric/findFabric': { params: { fibre: 'cotton', weight: ['light', 'medium'] }, expect: PUBLIC },
  'oct/Fabric/fabricDetail': { params: { id: 1 }, expect: PUBLIC },
  'oct/Fabric/merchantList': { params: {}, expect: PUBLIC },
  'oct/Fabric/merchantDetail': { params: { id: 1 }, expect: PUBLIC },
  'oct/Fabric/collection': { params: {}, expect: LOGIN },
  'oct/Fabric/footprint': { params: {}, expect: LOGIN },
  'oct/Fabric/setFavourite': { params: { id: 1, on: 1 }, expect: LOGIN },
  'oct/Fabric/contactMerchant': { params: { merchant_id: 1, name: '王', mobile: '13800138000', message: '报价' }, expect: LOGIN },
  // 4D manufacturing (issue #15): the directory is public; an inquiry needs a member.
  'oct/Manu/listFactories': { params: { process: 'knitting', moq: ['small'] }, expect: PUBLIC },
  'oct/Manu/factoryDetail': { params: { id: 1 }, expect: PUBLIC },
  'oct/Manu/sendInquiry': { params: { factory_id: 1, name: '王', mobile: '13800138000', message: '打样' }, expect: LOGIN },
  // Intelligent recommendation (issue #15 item 3): personal, so members only.
  'oct/Recommend/getList': { params: { channel: 20850 }, expect: LOGIN },
  // 3D garment library (issue #15 item 1): the lists are public; the detail (spec §2: login) needs a member.
  'index/TppData/listStyle3d': { params: { channel: 20850, category: 'dress', p: 1 }, expect: PUBLIC },
  'index/TppData/style3dDetail': { params: { id: 1 }, expect: LOGIN },
  // Range plans (issue #14 item 4): a member's own plans (plan 1 is nobody's here: the handler runs and answers 404).
  'oct/Planning/listPlans': { params: {}, expect: LOGIN },
  'oct/Planning/getPlan': { params: { id: 1 }, expect: LOGIN },
  'oct/Planning/createPlan': { params: { name: '春夏企划', channel: 20850 }, expect: LOGIN },
  'oct/Planning/renamePlan': { params: { id: 1, name: '秋冬企划' }, expect: LOGIN },
  'oct/Planning/savePlan': { params: { id: 1, version: 1, board: newBoard('zh') }, expect: LOGIN },
  'oct/Planning/deletePlan': { params: { id: 1 }, expect: LOGIN },
  // Layout editor (issue #14): the template library is public; works and their versions belong to
  // members (another member's work answers 9527 inside the handler: layout-doc-sync.test.ts).
  'index/Diylayout/listTemplates': { params: { category: 'trendBoard', p: 1 }, expect: PUBLIC },
  'index/Diylayout/templateContent': { params: { id: 1 }, expect: PUBLIC },
  'index/Diylayout/previewWork': { params: { id: 'doc-missing-1', type: 1 }, expect: NOT_THEIR_WORK },
  'index/Diylayout/listVersions': { params: { id: 'doc-missing-1' }, expect: NOT_THEIR_WORK },
  'index/Diylayout/saveVersion': { params: { id: 'doc-missing-1', name: 'v1' }, expect: NOT_THEIR_WORK },
  'index/Diylayout/versionContent': { params: { id: 'doc-missing-1', version: 1 }, expect: NOT_THEIR_WORK },
  // The member's own pictures: each member lists only theirs (uploads.test.ts).
  'index/Uploads/listMine': { params: {}, expect: LOGIN },
  // Fitting room (issue #14 item 5, spec §2: login): the pre-cut garments.
  'index/FittingRoom/garments': { params: {}, expect: LOGIN },
};
