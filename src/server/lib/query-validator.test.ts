import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './query-validator.ts';

/** A query schema that counts how often zod checks a query against it. */
function counted(schema: z.ZodType) {
  const seen = { checks: 0 };
  const count = (query: unknown) => {
    seen.checks++;
    return query;
  };
  return { schema: z.preprocess(count, schema), seen };
}

const compile = (schema: z.ZodType, httpPart = 'querystring') =>
  validatorCompiler({ schema, method: 'GET', url: '/test', httpPart });

describe('validatorCompiler: a request without a query string', () => {
  it('is answered from the check made when the route was compiled, not checked again', () => {
    const { schema, seen } = counted(z.object({ includeInactive: z.enum(['true', 'false']).optional() }));
    const validate = compile(schema);
    expect(seen.checks).toBe(1);
    expect(validate({})).toEqual({ value: {} });
    expect(validate(Object.create(null))).toEqual({ value: {} });
    expect(seen.checks).toBe(1);
  });

  it('answers a fresh object each time, as zod does', () => {
    const validate = compile(z.object({ page: z.string().optional() }));
    const first = validate({}) as { value: Record<string, unknown> };
    first.value.added = 'by a handler';
    expect(validate({})).toEqual({ value: {} });
  });

  it('still checks a query that has something in it, and refuses a bad value', () => {
    const { schema, seen } = counted(z.object({ includeInactive: z.enum(['true', 'false']).optional() }));
    const validate = compile(schema);
    expect(validate({ includeInactive: 'true' })).toEqual({ value: { includeInactive: 'true' } });
    expect(validate({ includeInactive: 'yes' })).toHaveProperty('error');
    expect(seen.checks).toBe(3);
  });

  it('checks every empty query where the schema refuses one or fills in a default', () => {
    const required = counted(z.object({ month: z.string() }));
    const refusing = compile(required.schema);
    expect(refusing({})).toHaveProperty('error');
    expect(refusing({})).toHaveProperty('error');
    expect(required.seen.checks).toBe(3);

    const withDefault = compile(z.object({ days: z.string().default('7') }));
    expect(withDefault({})).toEqual({ value: { days: '7' } });
  });

  it('leaves bodies and parameters to zod as they come', () => {
    const { schema, seen } = counted(z.object({ note: z.string().optional() }));
    const validate = compile(schema, 'body');
    expect(validate({})).toEqual({ value: {} });
    expect(validate({})).toEqual({ value: {} });
    expect(seen.checks).toBe(2);
  });
});
