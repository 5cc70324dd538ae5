import { z } from 'zod';
import { successReply } from './common.ts';

/** For a planned event: the capacity and opening time past sales suggest (domain/forecast/plan.ts). */
export const planSuggestionSchema = z.object({
  basis: z.enum(['mostSoldOut', 'mostLeftOver']),
  capacity: z.number().int(),
  leadDays: z.number().int(),
  openAt: z.string(),
  pastSales: z.number().int(),
  soldOutSales: z.number().int(),
  medianHoursToSellOut: z.number().nullable(),
});

/** What the forecast was made from: a tap on it shows these (every figure traceable). */
const basis = {
  capacity: z.number().int(),
  unitsSoFar: z.number().int(),
  openedAt: z.string().nullable(),
  /** How far off the forecast was on past events: the backtest's median error, and how many sales it forecast. */
  medianErrorHours: z.number().nullable(),
  backtestedSales: z.number().int(),
  plan: planSuggestionSchema.nullable(),
};

/**
 * GET /api/events/:id/forecast. `forecast`: when the open sale sells out at its pace so far, with a range;
 * `soldOut`: when it did; `tooLittleHistory`: no forecast, and why; `notOpen`: never opened (the plan
 * suggestion is the answer); `closed`: the event's day is over and it did not sell out.
 */
export const forecastSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('forecast'),
    sellOutAt: z.string(),
    earliest: z.string(),
    latest: z.string(),
    hoursSoFar: z.number(),
    pastSales: z.number().int(),
    saleEndsAt: z.string(),
    beforeSaleEnds: z.boolean(),
    ...basis,
  }),
  z.object({ state: z.literal('soldOut'), sellOutAt: z.string(), ...basis }),
  z.object({
    state: z.literal('tooLittleHistory'),
    tooLittleHistory: z.literal(true),
    reason: z.enum(['fewSoldOutSales', 'fewUnitsSoFar']),
    soldOutSales: z.number().int(),
    minSoldOutSales: z.number().int(),
    minUnitsSoFar: z.number().int(),
    ...basis,
  }),
  z.object({ state: z.literal('notOpen'), ...basis }),
  z.object({ state: z.literal('closed'), ...basis }),
]);

export type Forecast = z.infer<typeof forecastSchema>;
export type PlanSuggestionReply = z.infer<typeof planSuggestionSchema>;

export const forecastReply = successReply({ data: forecastSchema });
