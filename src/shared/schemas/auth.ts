import { z } from 'zod';
import { successReply } from './common.ts';

import { ROLES } from '../domain/access.ts';

export const roleSchema = z.enum(ROLES);

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'adminSettings.messages.usernameTooShort')
  .max(40, 'adminSettings.messages.usernameTooLong')
  .regex(/^[a-z0-9._-]+$/, 'adminSettings.messages.usernameCharacters');

export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'validation.usernameRequired').max(40, 'validation.usernameTooLong'),
  password: z.string().min(1, 'validation.passwordRequired').max(200, 'validation.passwordTooLong'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  displayName: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const signedInReply = successReply({ user: sessionUserSchema });
export const currentUserReply = successReply({ user: sessionUserSchema.nullable() });
