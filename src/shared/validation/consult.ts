import { z } from 'zod';
import { checkPhone } from './phone';
import { trimText } from './text';

export interface ConsultForm {
  type?: string;
  mobile: string;
  address?: string;
  intention?: string;
}
export type ConsultRequest = Required<ConsultForm>;

/**
 * The free-VIP-trial consult form (spec §3 consult request, §5 rules): every text field is
 * trimmed first; the phone is required and must be 11 digits starting with 1; region optional.
 * Plain code, so the browser can use it without zod's eval probe (blocked by our CSP).
 */
export function checkConsult(form: ConsultForm): { ok: true; value: ConsultRequest } | { ok: false; message: string } {
  const phone = checkPhone(form.mobile);
  if (!phone.ok) return phone;
  return {
    ok: true,
    value: {
      type: trimText(form.type ?? '') || 'vip_trial',
      mobile: phone.phone,
      address: trimText(form.address ?? ''),
      intention: trimText(form.intention ?? ''),
    },
  };
}

/** The same rules as the data call's params schema (server side). */
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
