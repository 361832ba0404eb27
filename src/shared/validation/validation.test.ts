import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone';
import { trimText } from './text';
import { consultFormSchema } from '../contract/calls/consult';
import { checkConsult } from './consult';
import { normalizeAccount, passwordProblem } from './account';

describe('trimText', () => {
  it('removes whitespace at both ends, not the letter s (the original bug)', () => {
    expect(trimText('  shoes  ')).toBe('shoes');
    expect(trimText('s13800138000s')).toBe('s13800138000s');
    expect(trimText('\u3000\u00a0\t\n138\u200b')).toBe('138');
    expect(trimText('a b')).toBe('a b');
  });
});

describe('checkPhone', () => {
  it.each([
    ['', '请输入手机号！'],
    [' \u3000', '请输入手机号！'],
    ['12345', '请输入正确的手机号！'],
    ['02345678901', '请输入正确的手机号！'],
    ['138001380000', '请输入正确的手机号！'],
  ])('%j → %s', (raw, message) => {
    expect(checkPhone(raw)).toEqual({ ok: false, message });
  });
  it('accepts 11 digits starting with 1 after trimming', () => {
    expect(checkPhone(' 13800138000\u3000')).toEqual({ ok: true, phone: '13800138000' });
  });
});

describe('consultFormSchema', () => {
  it('trims every field and defaults the optional ones', () => {
    expect(consultFormSchema.parse({ mobile: ' 13800138000 ' })).toEqual({ type: 'vip_trial', mobile: '13800138000', address: '', intention: '' });
  });
  it('is the same rule as the plain check the browser uses', () => {
    expect(checkConsult({ mobile: '\u3000' })).toEqual({ ok: false, message: '请输入手机号！' });
    expect(checkConsult({ mobile: ' 13800138000', address: ' 杭州 ' })).toEqual({
      ok: true,
      value: { type: 'vip_trial', mobile: '13800138000', address: '杭州', intention: '' },
    });
  });
  it('reports the spec messages', () => {
    expect(consultFormSchema.safeParse({ mobile: ' ' }).error?.issues[0]?.message).toBe('请输入手机号！');
    expect(consultFormSchema.safeParse({ mobile: '1234' }).error?.issues[0]?.message).toBe('请输入正确的手机号！');
  });
});

describe('accounts and passwords', () => {
  it('tells phones from usernames', () => {
    expect(normalizeAccount(' 13800138000 ')).toEqual({ kind: 'phone', value: '13800138000' });
    expect(normalizeAccount('demo-vip')).toEqual({ kind: 'username', value: 'demo-vip' });
    expect(normalizeAccount('1abc')).toBeNull();
    expect(normalizeAccount('ab')).toBeNull();
  });
  it('has no composition rules but refuses short, common and account-equal passwords', () => {
    expect(passwordProblem('abcdefgh', 'someone')).toBe('该密码过于常见，请换一个更难猜的密码');
    expect(passwordProblem('zxqvbnmk', 'someone')).toBeNull();
    expect(passwordProblem('short', 'someone')).toBe('密码至少8位');
    expect(passwordProblem('x'.repeat(129), 'someone')).toBe('密码最多128位');
    expect(passwordProblem('x'.repeat(64), 'someone')).toBeNull();
    expect(passwordProblem('Someone1', 'someone1')).toBe('密码不能与账号相同');
  });
});
