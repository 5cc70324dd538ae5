import { z } from 'zod';
import { successReply } from './common.ts';

/** Money the owner types: whole paise, at most ₹10,00,000 per line. */
export const MAX_COST_PAISE = 100_000_000;
export const MAX_COST_LINES = 20;

const amountPaise = z
  .number('ownerMargin.validation.amount')
  .int('ownerMargin.validation.amount')
  .min(0, 'ownerMargin.validation.amount')
  .max(MAX_COST_PAISE, 'ownerMargin.validation.amount');

export const otherCostSchema = z.object({
  label: z
    .string('ownerMargin.validation.label')
    .trim()
    .min(1, 'ownerMargin.validation.label')
    .max(60, 'ownerMargin.validation.label'),
  basis: z.enum(['event', 'plate'], 'ownerMargin.validation.basis'),
  amountPaise,
});

/** PUT /api/events/:id/costs: the event's other costs, whole (an empty list: none). */
export const eventCostsSchema = z.object({
  lines: z.array(otherCostSchema, 'ownerMargin.validation.lines').max(MAX_COST_LINES, 'ownerMargin.validation.lines'),
});
export type EventCostsInput = z.input<typeof eventCostsSchema>;

const basisPoints = (max: number, key: 'ownerMargin.validation.feePercent' | 'ownerMargin.validation.gstPercent') =>
  z.number(key).int(key).min(0, key).max(max, key);

/** PUT /api/margins/gateway-fee: basis points (200 = 2 %). */
export const gatewayFeeSchema = z.object({
  percentBasisPoints: basisPoints(1_000, 'ownerMargin.validation.feePercent'),
  gstBasisPoints: basisPoints(5_000, 'ownerMargin.validation.gstPercent'),
});
export type GatewayFeeInput = z.input<typeof gatewayFeeSchema>;

const paise = z.number().int();
const bilingual = z.object({ en: z.string(), ml: z.string() });

const costLine = otherCostSchema.extend({ label: z.string(), totalPaise: paise });

/** GET /api/events/:id/margin: the contract's figures, then what each is made of. */
export const eventMarginSchema = z.object({
  plates: z.number().int(),
  revenuePaise: paise,
  refundsPaise: paise,
  feesPaise: paise,
  foodCostPaise: paise,
  otherCostsPaise: paise,
  marginPaise: paise,
  marginPerPlatePaise: paise,
  ifSoldOut: z.object({
    plates: z.number().int(),
    marginPaise: paise,
    marginPerPlatePaise: paise,
    revenuePaise: paise,
    feesPaise: paise,
    foodCostPaise: paise,
    otherCostsPaise: paise,
    /** Orders (items) still free at capacity, each counted at pricePerOrderPaise. */
    freeOrders: z.number().int(),
    pricePerOrderPaise: paise,
    priceFrom: z.enum(['bookings', 'menu']),
  }),
  breakdown: z.object({
    event: z.object({ id: z.number(), title: bilingual, date: z.string(), maxOrders: z.number() }),
    ordersBooked: z.number().int(),
    peoplePerOrder: z.number().int(),
    bookings: z.number().int(),
    cancelledBookings: z.number().int(),
    refunds: z.number().int(),
    refundsOnTheirWay: z.number().int(),
    fee: z.object({
      percentBasisPoints: z.number().int(),
      gstBasisPoints: z.number().int(),
      feePaise: paise,
      gstPaise: paise,
      payments: z.number().int(),
    }),
    food: z.object({
      /**
       * 'recorded': every costed line is what the kitchen recorded using; 'estimate': none is (the
       * recipes' needs for the plates); 'mixed': the items the kitchen did not record are estimated.
       */
      source: z.enum(['recorded', 'estimate', 'mixed']),
      /** When the kitchen last recorded what it used for the event, and who; null before. */
      recorded: z.object({ at: z.string(), by: z.string() }).nullable(),
      recipes: z.object({ name: bilingual, date: z.string() }).nullable(),
      lines: z.array(
        z.object({
          itemId: z.number().int(),
          name: bilingual,
          itemName: bilingual,
          needed: z.number(),
          unit: z.string(),
          pricePaise: paise,
          costPaise: paise,
          /** What this line's quantity is: recorded as used by the kitchen, or the recipes' estimate. */
          source: z.enum(['recorded', 'estimate']),
        }),
      ),
      uncosted: z.array(bilingual),
    }),
    otherCosts: z.object({
      fromDefaults: z.boolean(),
      savedAt: z.string().nullable(),
      lines: z.array(costLine),
    }),
  }),
});
export type EventMargin = z.infer<typeof eventMarginSchema>;
export const eventMarginReply = successReply({ data: eventMarginSchema });

/** GET /api/margins: each event's margin, newest event first. */
export const marginRowSchema = eventMarginSchema
  .pick({
    plates: true,
    revenuePaise: true,
    marginPaise: true,
    marginPerPlatePaise: true,
  })
  .extend({
    event: eventMarginSchema.shape.breakdown.shape.event,
    ifSoldOut: z.object({ plates: z.number().int(), marginPaise: paise }),
  });
export type MarginRow = z.infer<typeof marginRowSchema>;
export const marginsReply = successReply({ data: z.array(marginRowSchema) });

/** GET and PUT /api/margins/gateway-fee; the settings with the costs a new event starts with. */
export const marginSettingsSchema = z.object({
  fee: gatewayFeeSchema,
  costDefaults: z.array(costLine.omit({ totalPaise: true })),
});
export type MarginSettings = z.infer<typeof marginSettingsSchema>;
export const marginSettingsReply = successReply({ data: marginSettingsSchema });
