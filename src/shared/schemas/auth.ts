import { z } from 'zod';

import { ROLES } from '../domain/access.ts';

export const roleSchema = z.enum(ROLES);

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[a-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore');

export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username is required').max(40, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
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
