import { defineMessages } from '../define';

/** Words every feature uses. */
export const common = defineMessages({
  zh: {
    appName: '潮织',
    brandName: '潮织 Trendloom',
    home: '首页',
    back: '返回',
    loading: '加载中…',
    noData: '无数据',
    retry: '重试',
    networkError: '您的网络异常请重试！',
    views: '{count} 浏览',
    vip: 'VIP',
    vipOnly: 'VIP会员可见',
    'channel.20850': '女装',
    'channel.20840': '男装',
    'channel.20860': '童装',
  },
  en: {
    appName: 'Trendloom',
    brandName: 'Trendloom',
    home: 'Home',
    back: 'Back',
    loading: 'Loading…',
    noData: 'No data',
    retry: 'Retry',
    networkError: 'Network error, please try again!',
    views: '{count} {count|view|views}',
    vip: 'VIP',
    vipOnly: 'Members only',
    'channel.20850': 'Womenswear',
    'channel.20840': 'Menswear',
    'channel.20860': 'Kidswear',
  },
});
