import { passwordProblem } from '#shared/domain/password-policy.ts';
import { usernameSchema } from '#shared/schemas/auth.ts';
import { updateAccountSchema } from '#shared/schemas/users.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { i18n } from '#web/lib/i18n.ts';

/** A problem named by its text key (the same key the server sends as the refusal's code). */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** A problem in the screen's language. */
export const wordProblem = (problem: Problem): string => i18n.t(problem.key, problem.params);

export function passwordCheck(password: string, username: string): Problem | null {
  const key = passwordProblem(password, username);
  return key ? { key } : null;
}

export function usernameCheck(username: string): Problem | null {
  const parsed = usernameSchema.safeParse(username);
  return parsed.success ? null : { key: parsed.error.issues[0]!.message };
}

/** Name and e-mail as the server checks them (updateAccountSchema). */
export function profileCheck(profile: { displayName: string; email: string }) {
  const parsed = updateAccountSchema.safeParse(profile);
  const errors: Partial<Record<'displayName' | 'email', Problem>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'displayName' || field === 'email') errors[field] ??= { key: issue.message };
  }
  return errors;
}

/**
 * A refusal about the acting admin's own password (missing, wrong, too many tries, the server busy
 * checking): shown beside the password field; null for any other refusal.
 */
export function actorPasswordProblem(error: unknown): Problem | null {
  if (!(error instanceof ApiError) || !error.code || !i18n.exists(error.code)) return null;
  if (error.field !== 'currentPassword' && error.status !== 429) return null;
  return { key: error.code, params: error.params };
}
