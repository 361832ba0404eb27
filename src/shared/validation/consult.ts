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
