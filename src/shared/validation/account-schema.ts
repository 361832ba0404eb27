import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_MAX, loginProblems, registerProblems, type FieldProblems } from './account';

// The server's request schemas for the account rules of ./account.ts. Apart from the plain checks
// so that the browser's forms, which call those directly, load no zod (issue #11).

/** Plain checks as a schema for the server's request parsing (the browser calls the functions directly). */
const withProblems = (check: (input: { account: string; password: string }) => FieldProblems) =>
  z
    .strictObject({ account: z.string().max(64), password: z.string().max(PASSWORD_MAX * 4) })
    .superRefine((input, ctx) => {
      for (const [path, message] of Object.entries(check(input))) ctx.addIssue({ code: 'custom', path: [path], message });
    });

export const loginSchema = withProblems(loginProblems);
export const registerSchema = withProblems(registerProblems);

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_MAX * 4),
  newPassword: z.string().max(PASSWORD_MAX * 4),
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
