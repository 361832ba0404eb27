/** Download and packaging texts of spec §5, §6 and §8, verbatim; the server sends them as `msg`. */
export const DOWNLOAD_MESSAGES = {
  notLoggedIn: '请先登录',
  notVip: 'VIP会员可用!',
  noAtlasRight: '您无权下载该图集！~',
  noDetailRight: '对不起！您没有下载此内容的权限！',
  nothingSelected: '请选择需要下载的数据！~',
  noBlobSupport: '您的浏览器不支持下载，请使用较新版chrome、火狐等浏览器！',
  packTimeout: '打包超时，请重试！~',
  packServerFailed: '打包失败，后台服务异常，请稍候再试！~',
  browserTooOld: '下载异常！可能是您的浏览器版本过低，请升级或更换浏览器！',
  dataLoadFailed: '服务异常，数据加载失败！~',
  imageLoadFailed: '图片加载失败，请重试',
  canvasFailed: '您的浏览器版本太低，请更换较新的浏览器后重试！',
  notAllowed: '下载失败！is_download: {value}',
  downloadFailed: '下载失败！',
  requestFailed: '请求出错！',
  started: '正在下载！~',
} as const;

export const fillMessage = (message: string, value: string | number) => message.replace('{value}', String(value));
