import { describe, expect, it } from 'vitest';
import { englishText } from '../content/messages.ts';
import { passwordProblem } from './password-policy.ts';

const problemText = (password: string, username?: string) => englishText(passwordProblem(password, username) ?? '');

describe('passwordProblem', () => {
  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['Password123', 'Password is too common; choose another'],
    ['aaaaaaaaaa', 'Password must not repeat one character'],
    ['x'.repeat(201), 'Password must be at most 200 characters'],
  ])('refuses %s', (password, problem) => {
    expect(problemText(password)).toBe(problem);
  });

  it('refuses the username as the password', () => {
    expect(problemText('kitchenboss', 'KitchenBoss')).toBe('Password must not be the username');
  });

  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('pit fire at six', 'cook')).toBeNull();
  });
});
