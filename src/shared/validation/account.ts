import { PHONE_PATTERN } from './phone';
import { trimText } from './text';
import { COMMON_PASSWORDS } from './common-passwords';

/** A username starts with a letter so it can never be mistaken for a phone number. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{2,31}$/;

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX = 128;

export const ACCOUNT_MESSAGES = {
  accountRequired: '请输入手机号或用户名',
  accountInvalid: '请输入正确的手机号，或以字母开头的3-32位用户名（字母、数字、_、-）',
  passwordRequired: '请输入密码',
  passwordTooShort: `密码至少${PASSWORD_MIN}位`,
  passwordTooLong: `密码最多${PASSWORD_MAX}位`,
  passwordCommon: '该密码过于常见，请换一个更难猜的密码',
  passwordSameAsAccount: '密码不能与账号相同',
  wrongCredentials: '账号或密码错误',
  accountTaken: '该账号已被注册',
  tooManyAttempts: '尝试次数过多，请稍后再试',
  currentPasswordWrong: '当前密码错误',
} as const;

/** A throttled login or password check: says how long to wait (seconds below a minute, else minutes). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? `${Math.max(1, Math.ceil(retryAfterSeconds))}秒` : `${Math.ceil(retryAfterSeconds / 60)}分钟`;
  return `尝试次数过多，请${wait}后再试`;
}

export type AccountKind = 'phone' | 'username';

/** Trimmed account with its kind; usernames compare case-insensitively. */
export function normalizeAccount(raw: string): { kind: AccountKind; value: string } | null {
  const account = trimText(raw);
  if (PHONE_PATTERN.test(account)) return { kind: 'phone', value: account };
  if (USERNAME_PATTERN.test(account)) return { kind: 'username', value: account };
  return null;
}

/** Returns the first rule a new password breaks, or null (no composition rules: ASVS 6.2). */
export function passwordProblem(password: string, account: string): string | null {
  if (password.length === 0) return ACCOUNT_MESSAGES.passwordRequired;
  if ([...password].length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  if ([...password].length > PASSWORD_MAX) return ACCOUNT_MESSAGES.passwordTooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ACCOUNT_MESSAGES.passwordCommon;
  if (password.toLowerCase() === trimText(account).toLowerCase()) return ACCOUNT_MESSAGES.passwordSameAsAccount;
  return null;
}

export type FieldProblems = Partial<Record<'account' | 'password', string>>;

/** Login: only presence, so a wrong password never reveals which rule an account breaks. */
export function loginProblems({ account, password }: { account: string; password: string }): FieldProblems {
  const problems: FieldProblems = {};
  if (trimText(account) === '') problems.account = ACCOUNT_MESSAGES.accountRequired;
  if (password === '') problems.password = ACCOUNT_MESSAGES.passwordRequired;
  return problems;
}

/** Registration: a phone number or a username, and a password the policy accepts. */
export function registerProblems({ account, password }: { account: string; password: string }): FieldProblems {
  const problems: FieldProblems = {};
  if (trimText(account) === '') problems.account = ACCOUNT_MESSAGES.accountRequired;
  else if (normalizeAccount(account) === null) problems.account = ACCOUNT_MESSAGES.accountInvalid;
  const passwordRule = passwordProblem(password, account);
  if (passwordRule) problems.password = passwordRule;
  return problems;
}
