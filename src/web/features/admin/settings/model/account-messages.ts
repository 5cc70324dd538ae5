import { passwordProblem } from '#shared/domain/password-policy.ts';
import { usernameSchema } from '#shared/schemas/auth.ts';
import { updateAccountSchema } from '#shared/schemas/users.ts';

/** A text under `adminEvents.settings.messages.`, with what it interpolates. */
export interface Message {
  key: string;
  params?: Record<string, string>;
}

/** The server's and the shared rules' English sentences about accounts, so they can be shown translated. */
const KNOWN: [RegExp, string][] = [
  [/^The last active admin cannot be (demoted or deactivated|removed)$/, 'lastAdmin'],
  [/^The username "(?<username>.+)" is already taken$/, 'usernameTaken'],
  [/^Name must be at most 80 characters$/, 'nameTooLong'],
  [/^Enter a valid e-mail address$/, 'emailInvalid'],
  [/^Username must be at least 3 characters$/, 'usernameTooShort'],
  [/^Username must be at most 40 characters$/, 'usernameTooLong'],
  [/^Username may use letters, digits, dot, dash and underscore$/, 'usernameCharacters'],
  [/^Password must be at least 8 characters$/, 'passwordTooShort'],
  [/^Password must be at most 200 characters$/, 'passwordTooLong'],
  [/^Password is too common; choose another$/, 'passwordCommon'],
  [/^Password must not be the username$/, 'passwordIsUsername'],
  [/^Password must not repeat one character$/, 'passwordRepeats'],
];

/** The known sentence inside a message (the server may put "Invalid password: " before it); null if none. */
export function knownMessage(message: string): Message | null {
  const sentence = message.replace(/^Invalid [\w.]+: /, '');
  for (const [pattern, key] of KNOWN) {
    const match = pattern.exec(sentence);
    if (match) return { key, params: match.groups ? { ...match.groups } : undefined };
  }
  return null;
}

/** A problem as a Message when known, else the English sentence itself. */
export type Problem = Message | { text: string };

function problem(sentence: string): Problem {
  return knownMessage(sentence) ?? { text: sentence };
}

export function passwordCheck(password: string, username: string): Problem | null {
  const sentence = passwordProblem(password, username);
  return sentence ? problem(sentence) : null;
}

export function usernameCheck(username: string): Problem | null {
  const parsed = usernameSchema.safeParse(username);
  return parsed.success ? null : problem(parsed.error.issues[0]?.message ?? 'Invalid username');
}

/** Name and e-mail as the server checks them (updateAccountSchema); each has one rule to state. */
export function profileCheck(profile: { displayName: string; email: string }) {
  const parsed = updateAccountSchema.safeParse(profile);
  const errors: Partial<Record<'displayName' | 'email', Problem>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'displayName') errors.displayName = { key: 'nameTooLong' };
      if (issue.path[0] === 'email') errors.email = { key: 'emailInvalid' };
    }
  }
  return errors;
}
