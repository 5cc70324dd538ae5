import { z } from 'zod';
import { successReply } from './common.ts';
import { PASSWORD_MAX_LENGTH } from '../domain/password-policy.ts';
import { roleSchema, usernameSchema } from './auth.ts';

export const accountSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  displayName: z.string(),
  email: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

const displayName = z.string().trim().max(80, 'adminSettings.messages.nameTooLong');
const email = z.union([
  z.literal(''),
  z.email('adminSettings.messages.emailInvalid').max(120, 'adminSettings.messages.emailInvalid'),
]);
const password = z.string().max(PASSWORD_MAX_LENGTH);

/** The acting admin's own password, asked again where re-authentication.ts says so. */
const currentPassword = password.optional();

export const createAccountSchema = z.object({
  username: usernameSchema,
  password,
  role: roleSchema,
  displayName: displayName.optional(),
  email: email.optional(),
  /** Required when the new account is an admin. */
  currentPassword,
});

export type NewAccountRequest = z.input<typeof createAccountSchema>;

export const updateAccountSchema = z
  .object({
    displayName: displayName.optional(),
    email: email.optional(),
    role: roleSchema.optional(),
    active: z.boolean().optional(),
    password: password.optional(),
    /** Required for one's own password and for an admin's password, role or active state (re-authentication.ts). */
    currentPassword,
  })
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'currentPassword'),
    'adminSettings.messages.nothingToChange',
  );
/** The changes the server applies (the current password only confirms them). */
export type AccountChanges = Omit<z.output<typeof updateAccountSchema>, 'currentPassword'>;
export type AccountChangeRequest = z.input<typeof updateAccountSchema>;

export const accountsReply = successReply({ data: z.array(accountSchema) });
export const accountReply = successReply({ user: accountSchema });
