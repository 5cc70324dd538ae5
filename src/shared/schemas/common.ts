import { z } from 'zod';

/** `/:id` path parameters: a positive whole number. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('Unknown id') });
