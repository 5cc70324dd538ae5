import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '#shared/content/messages.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { TextStore } from '#shared/content/text-store.ts';
import { textRefusal } from '#server/lib/http-error.ts';

const SERVER = path.resolve(import.meta.dirname, '../src/server');
/** The key a refusal names where it is built: textRefusal(409, 'refusals.orders.soldOut', …). */
const BUILT = /\b(?:textRefusal|fieldRefusal)\(\s*\d{3},\s*'([^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server’s refusal keys', () => {
  const keys = new Set(
    sourceFiles(SERVER).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(BUILT)].map((match) => match[1]!)),
  );
  const malayalam = new TextStore<'ml'>('ml').add('ml', ml);

  it('are found in the server’s code', () => {
    expect(keys.size).toBeGreaterThan(40);
  });

  it('each have English and Malayalam text', () => {
    for (const key of keys) {
      expect(englishText(key, { count: 2 }), key).not.toBeNull();
      expect(malayalam.exists('ml', key, { count: 2 }), key).toBe(true);
    }
  });

  it('are text keys to the type-check: a typo in one fails `npm run typecheck`', () => {
    // @ts-expect-error a typo in a refusal's key is not a text key
    const typo = textRefusal(409, 'refusals.orders.soldOtu');
    expect(typo.message).toBe('refusals.orders.soldOtu');
    expect(textRefusal(409, 'refusals.orders.soldOut').message).toMatch(/^All available slots/);
  });
});
