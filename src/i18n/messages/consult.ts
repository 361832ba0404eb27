import { defineMessages } from '../define';

/** Footer free-VIP-trial bar and consult form (spec §2, §4, §5). */
export const consult = defineMessages({
  zh: {
    barTitle: '免费试用VIP',
    barLead: '留下手机号，专属顾问为您开通试用',
    mobileLabel: '手机号',
    mobilePlaceholder: '请输入手机号',
    regionLabel: '所在地区',
    regionPlaceholder: '所在地区（选填）',
    submit: '立即预约',
    submitting: '提交中…',
    close: '关闭',
    successTitle: '预约成功',
    successBody: '我们的工作人员将在24小时内与您联系，请保持电话畅通。',
    ok: '知道了',
    serviceTitle: '在线客服',
    serviceOpen: '联系客服',
  },
  en: {
    barTitle: 'Free VIP trial',
    barLead: 'Leave your mobile number and an adviser will set up your trial',
    mobileLabel: 'Mobile',
    mobilePlaceholder: 'Mobile number',
    regionLabel: 'Region',
    regionPlaceholder: 'Region (optional)',
    submit: 'Book now',
    submitting: 'Sending…',
    close: 'Close',
    successTitle: 'Booked',
    successBody: 'Our staff will contact you within 24 hours. Please keep your phone at hand.',
    ok: 'OK',
    serviceTitle: 'Customer service',
    serviceOpen: 'Contact us',
  },
});
