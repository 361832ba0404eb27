import { trimText } from './text';

/** Mainland mobile number: 11 digits starting with 1 (spec §5). */
export const PHONE_PATTERN = /^1\d{10}$/;

export const PHONE_MESSAGES = {
  required: '请输入手机号！',
  invalid: '请输入正确的手机号！',
} as const;

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/** Trims first, then applies the required and format rules in the spec's order. */
export function checkPhone(raw: string): PhoneCheck {
  const phone = trimText(raw);
  if (phone === '') return { ok: false, message: PHONE_MESSAGES.required };
  if (!PHONE_PATTERN.test(phone)) return { ok: false, message: PHONE_MESSAGES.invalid };
  return { ok: true, phone };
}
