import { z } from 'zod';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { newAccountAsksForActorPassword } from '#shared/domain/re-authentication.ts';
import { passwordProblem } from '#shared/domain/password-policy.ts';
import { createAccountSchema, updateAccountSchema } from '#shared/schemas/users.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { placeRefusal } from '#web/lib/schema-form.ts';

/** The server's own text for a missing confirmation password (re-authentication.ts). */
const CURRENT_PASSWORD_MISSING = 'adminSettings.password.currentMissing';
const PASSWORD_MISMATCH = 'adminSettings.password.mismatch';

/** The acting admin's own password, where re-authentication asks for it: the server's rule, and required. */
const actorPassword = updateAccountSchema.shape.currentPassword.unwrap().min(1, CURRENT_PASSWORD_MISSING);

/**
 * The password policy (password-policy.ts), which the server applies to a new password after its
 * schema: checked before sending, beside the new password's field.
 */
function checkPolicy(context: z.RefinementCtx, password: string, username: string, path = 'password') {
  const problem = passwordProblem(password, username);
  if (problem) context.addIssue({ code: 'custom', path: [path], message: problem });
}

/**
 * A new account (POST /api/users): the server's schema and password policy, and the acting admin's
 * password when the new account is an admin. Neither an empty name nor a password the role does not
 * ask for is sent.
 */
export const newAccountSchema = createAccountSchema
  .superRefine((account, context) => {
    checkPolicy(context, account.password, account.username);
    if (newAccountAsksForActorPassword(account.role) && !account.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_MISSING });
    }
  })
  .transform(({ displayName, currentPassword, email: _none, ...account }) => ({
    ...account,
    ...(displayName ? { displayName } : {}),
    ...(newAccountAsksForActorPassword(account.role) ? { currentPassword } : {}),
  }));

export const NEW_ACCOUNT: z.input<typeof newAccountSchema> = {
  username: '',
  password: '',
  role: 'staff',
  displayName: '',
  currentPassword: '',
};

/** Another account's new password (PUT /api/users/:id), with the acting admin's where the change asks for it. */
export function passwordResetSchema(username: string, asksForActor: boolean) {
  return z
    .object({
      password: updateAccountSchema.shape.password.unwrap(),
      currentPassword: asksForActor ? actorPassword : z.string(),
    })
    .superRefine(({ password }, context) => checkPolicy(context, password, username))
    .transform(({ password, currentPassword }) => (asksForActor ? { password, currentPassword } : { password }));
}

/** The acting admin's password confirming a change already chosen (a role, deactivating an admin). */
export const confirmationSchema = z.object({ currentPassword: actorPassword });

/** The signed-in admin's own new password, typed twice, with their current one. */
export function ownPasswordSchema(username: string) {
  return z
    .object({
      currentPassword: actorPassword,
      password: updateAccountSchema.shape.password.unwrap(),
      repeat: z.string(),
    })
    .superRefine(({ password, repeat }, context) => {
      checkPolicy(context, password, username);
      if (passwordProblem(password, username) === null && password !== repeat) {
        context.addIssue({ code: 'custom', path: ['repeat'], message: PASSWORD_MISMATCH });
      }
    })
    .transform(({ password, currentPassword }) => ({ password, currentPassword }));
}

/** E-mail addresses are typed with stray spaces; the schema wants none. */
export const trimmed = (typed: unknown) => (typeof typed === 'string' ? typed.trim() : typed);

/**
 * A refusal of the acting admin's own password: one naming its field (missing, wrong), or too many
 * tries and the server busy checking (429): beside the password field. Answers whether it placed it.
 */
export function placeActorRefusal<Values extends { currentPassword?: string }>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (placeRefusal(form, error)) return true;
  if (!(error instanceof ApiError) || error.status !== 429 || !error.code) return false;
  const params = Object.fromEntries(Object.entries(error.params).map(([name, value]) => [name, String(value)]));
  form.setError(
    'currentPassword' as FieldPath<Values>,
    { type: 'server', message: error.code, types: params },
    { shouldFocus: true },
  );
  return true;
}
