import { z } from 'zod';

/** The body of a call that takes none: `{}` (or nothing), never `null` or a list. */
export const noBodySchema = z.object({});

/** `/:id` path parameters: a positive whole number. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('validation.unknownId') });

/** A successful reply: `{success: true, …shape}`. */
export function successReply<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** A reply that says nothing but that it worked. */
export const okReply = successReply({});

/** Every refusal: the English sentence, the code the browser words it from, and the field it names. */
export const errorReply = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The code of a refusal of an edit made from an old version of a record. */
export const STALE_RECORD_CODE = 'kitchenRules.records.stale';

/** 409 to an edit made from an old version of a record: the record as it is now, to show beside the cook's. */
export function staleRecordReply<Current extends z.ZodType>(current: Current) {
  return z.object({
    success: z.literal(false),
    error: z.string(),
    code: z.literal(STALE_RECORD_CODE),
    current,
  });
}
