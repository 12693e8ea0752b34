// Request bodies of /api/account (the member's control of their account), checked by the server.
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, emailProblem, normaliseEmail } from "./auth-rules.js";

export { ACCOUNT_MESSAGES, describeDevice, type AccountSession } from "./account-messages.js";

const currentPassword = z
  .string({ error: () => ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

const totpCode = z
  .string({ error: () => ACCOUNT_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeFormat);

/** POST /api/account/email */
export const ChangeEmailInput = z.strictObject({
  new_email: z
    .string({ error: () => "is required" })
    .trim()
    .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const problem = emailProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(normaliseEmail),
  password: currentPassword,
});

/** POST /api/account/two-factor/disable: the password, or a current authenticator code. */
export const DisableTwoFactorInput = z
  .strictObject({ password: currentPassword.optional(), code: totpCode.optional() })
  .refine((input) => (input.password === undefined) !== (input.code === undefined), { message: ACCOUNT_MESSAGES.passwordOrCode });

/** POST /api/account/delete */
export const DeleteAccountInput = z.strictObject({
  password: currentPassword,
  confirm: z.literal(true, { error: () => ACCOUNT_MESSAGES.deleteConfirmationRequired }),
});
