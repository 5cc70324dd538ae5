import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { en } from '../content/locales/en.ts';
import { ml } from '../content/locales/ml.ts';
import { fillText, TextStore } from '../content/text-store.ts';
import './common.ts';
import { GENERIC_PROBLEMS } from './validation-messages.ts';
import { validationParams } from './validation-params.ts';

const schemaModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Each language on its own: a key Malayalam lacks must not pass for English. */
const english = new TextStore<'en'>('en').add('en', en);
const malayalam = new TextStore<'ml'>('ml').add('ml', ml);

type Schema = { _zod: { def: Record<string, unknown> & { checks?: Schema[]; error?: unknown } } };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof value._zod === 'object';

/** The message an error map gives (a schema's `{ error }` or a check's own message). */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  const given: unknown = error({ code: 'custom', input: undefined, path: [] });
  if (typeof given === 'string') return given;
  return (given as { message?: string } | undefined)?.message;
}

/** Every message a schema names for itself, with where it is: its own, its checks' and its parts'. */
function schemaMessages(schema: unknown, where: string, seen = new Set<unknown>()): [string, string][] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const { def } = schema._zod;
  const found: [string, string][] = [];
  const own = messageOf(def.error);
  if (own !== undefined) found.push([where, own]);
  for (const check of def.checks ?? []) {
    const message = messageOf(check._zod.def.error);
    if (message !== undefined) found.push([where, message]);
  }
  const parts: unknown[] = [
    ...Object.values((def.shape as object | undefined) ?? {}),
    ...['element', 'innerType', 'in', 'out', 'left', 'right', 'keyType', 'valueType', 'catchall', 'rest'].map(
      (name) => def[name],
    ),
    ...((def.options as unknown[] | undefined) ?? []),
    ...((def.items as unknown[] | undefined) ?? []),
    ...(def.type === 'lazy' ? [(def.getter as () => unknown)()] : []),
  ];
  for (const part of parts) found.push(...schemaMessages(part, where, seen));
  return found;
}

const everyMessage = Object.entries(schemaModules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => schemaMessages(value, `${file} ${name}`)),
);

describe('schema messages', () => {
  it('finds the schemas and their messages', () => {
    expect(Object.keys(schemaModules)).toContain('./bookings.ts');
    expect(everyMessage.map(([, message]) => message)).toContain('booking.validation.phoneInvalid');
    expect(everyMessage.map(([, message]) => message)).toContain('validation.unknownId');
  });

  it('names every problem by a text key that English and Malayalam both have', () => {
    const notKeys = everyMessage.filter(
      ([, message]) => !(english.exists('en', message) && malayalam.exists('ml', message)),
    );
    expect(notKeys).toEqual([]);
  });

  it("has English and Malayalam for zod's own problems", () => {
    for (const key of GENERIC_PROBLEMS) {
      expect(english.exists('en', key), key).toBe(true);
      expect(malayalam.exists('ml', key), key).toBe(true);
    }
  });
});

describe("zod's own problems", () => {
  const problem = (schema: z.ZodType, value: unknown) => {
    const issue = schema.safeParse(value).error!.issues[0]!;
    const params = validationParams(issue.message, issue);
    return { key: issue.message, params, text: english.translate('en', issue.message, params) };
  };

  it('come out as text keys, filled with the bound they name', () => {
    expect(problem(z.string().max(300), 'x'.repeat(301))).toEqual({
      key: 'validation.tooLong',
      params: { maximum: '300' },
      text: '300 characters at most',
    });
    expect(problem(z.array(z.string()).min(2), ['a'])).toMatchObject({
      key: 'validation.tooFew',
      params: { minimum: '2' },
    });
    expect(problem(z.number().max(100_000), 100_001).text).toBe('100,000 at most');
    expect(problem(z.number().positive(), 0)).toMatchObject({ key: 'validation.mustExceed', text: 'More than 0' });
    expect(problem(z.number().int(), 1.5).key).toBe('validation.wholeNumber');
    expect(problem(z.object({ name: z.string() }), {}).key).toBe('validation.required');
    expect(problem(z.object({ name: z.string() }), { name: 3 }).key).toBe('validation.invalidType');
    expect(problem(z.enum(['a', 'b']), 'c').key).toBe('validation.notAllowed');
    expect(problem(z.strictObject({}), { a: 1, b: 2 }).text).toBe('Unknown fields: a, b');
    expect(problem(z.string().regex(/^\d+$/), 'x').key).toBe('validation.invalidFormat');
  });

  it("leave a schema's own message and a kitchen limit's params as they were", () => {
    expect(problem(z.string().max(3, 'recipes.validation.date'), 'abcd')).toEqual({
      key: 'recipes.validation.date',
      params: {},
      text: 'Enter the date as YYYY-MM-DD',
    });
    const people = problem(z.number().max(100_000, 'kitchenRules.limits.people'), 100_001);
    expect(people.params).toEqual({ min: '10', max: '100,000' });
    expect(people.text).toBe(fillText(en.kitchenRules.limits.people, { min: '10', max: '100,000' }));
  });
});
