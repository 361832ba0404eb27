import { z } from 'zod';
import { defineCall } from '../define';
import { checkConsult } from '../../validation/consult';
import { trimText } from '../../validation/text';

/**
 * The consult form's rules (validation/consult.ts) as the call's params schema; kept out of the
 * browser's validation module so the promo bar loads no zod (issue #11).
 */
export const consultFormSchema = z
  .strictObject({
    type: z.string().max(20).optional(),
    mobile: z.string().max(40),
    address: z.string().max(100).optional(),
    intention: z.string().max(500).optional(),
  })
  .transform((form, ctx) => {
    const checked = checkConsult(form);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: checked.message });
    return z.NEVER;
  });

export const ENQUIRY_MESSAGES = {
  tooMany: '提交过于频繁，请稍后再试',
  messageRequired: '请填写需求说明',
  nameRequired: '请填写联系人',
} as const;

/**
 * An enquiry to a supplier (fabric merchant, factory): a contact name, the consult form's phone rules and what is needed.
 * checkEnquiry reports the first problem on ctx and answers null.
 */
export const enquiryFields = {
  name: z.string().max(40),
  mobile: z.string().max(40),
  message: z.string().max(500),
};
export function checkEnquiry(
  form: { name: string; mobile: string; message: string },
  ctx: z.RefinementCtx,
): { name: string; mobile: string; message: string } | null {
  const checked = consultFormSchema.safeParse({ type: 'enquiry', mobile: form.mobile, intention: form.message });
  if (!checked.success) {
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return null;
  }
  const name = trimText(form.name);
  if (!name) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: ENQUIRY_MESSAGES.nameRequired });
    return null;
  }
  if (!checked.data.intention) {
    ctx.addIssue({ code: 'custom', path: ['message'], message: ENQUIRY_MESSAGES.messageRequired });
    return null;
  }
  return { name, mobile: checked.data.mobile, message: checked.data.intention };
}

export const consultCalls = {
  'oct/General/addConsult': defineCall<{ received: true }>()({
    module: 'oct',
    controller: 'General',
    func: 'addConsult',
    params: consultFormSchema,
    access: 'public',
    kind: 'write',
  }),
};
