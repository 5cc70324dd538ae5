/** The most common passwords of public breach lists, plus the obvious ones for this business. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12341234',
  '11111111',
  '00000000',
  '87654321',
  '11223344',
  '123123123',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm1',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'letmein1',
  'abc12345',
  'abcd1234',
  'aa123456',
  'monkey123',
  'dragon123',
  'master123',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'computer',
  'internet',
  'changeme',
  'default1',
  'secret123',
  'qazwsxedc',
  'michael1',
  'mandi123',
  'mandi1234',
  'mandimandi',
  'kerala123',
  'kochi123',
  'biriyani',
  'biryani1',
  'india123',
]);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a password is refused, as the text key that words it. */
export const PASSWORD_PROBLEMS = {
  tooShort: 'adminSettings.messages.passwordTooShort',
  tooLong: 'adminSettings.messages.passwordTooLong',
  common: 'adminSettings.messages.passwordCommon',
  isUsername: 'adminSettings.messages.passwordIsUsername',
  repeats: 'adminSettings.messages.passwordRepeats',
} as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

/** Returns why a new password is not acceptable (a text key), or null when it is. */
export function passwordProblem(password: string, username = ''): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_PROBLEMS.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_PROBLEMS.tooLong;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return PASSWORD_PROBLEMS.common;
  if (username && lower === username.toLowerCase()) return PASSWORD_PROBLEMS.isUsername;
  if (/^(.)\1+$/.test(password)) return PASSWORD_PROBLEMS.repeats;
  return null;
}
