import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventMargin, paymentFee, RAZORPAY_DEFAULT_FEE, roundHalfAwayFromZero, type OtherCost } from './margin.ts';

const paise = fc.integer({ min: 0, max: 5_000_000 });
const otherCost: fc.Arbitrary<OtherCost> = fc.record({
  label: fc.string({ maxLength: 20 }),
  basis: fc.constantFrom('event' as const, 'plate' as const),
  amountPaise: fc.integer({ min: 0, max: 1_000_000 }),
});
const fee = fc.record({
  percentBasisPoints: fc.integer({ min: 0, max: 1_000 }),
  gstBasisPoints: fc.integer({ min: 0, max: 2_800 }),
});

describe('eventMargin', () => {
  it('is revenue − refunds − fees − food cost − other costs, in whole paise, for any mix', () => {
    fc.assert(
      fc.property(
        fc.array(paise, { maxLength: 60 }),
        fc.array(paise, { maxLength: 20 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(otherCost, { maxLength: 8 }),
        fee,
        (payments, refunds, plates, food, others, gatewayFee) => {
          const margin = eventMargin({
            paymentsPaise: payments,
            refundsPaise: refunds,
            plates,
            foodCostPaise: food,
            otherCosts: others,
            fee: gatewayFee,
          });
          // Independent sums, written again here on purpose.
          const revenue = payments.reduce((a, b) => a + b, 0);
          const refunded = refunds.reduce((a, b) => a + b, 0);
          const fees = payments.reduce((total, amount) => {
            const one = Math.round((amount * gatewayFee.percentBasisPoints) / 10_000);
            return total + one + Math.round((one * gatewayFee.gstBasisPoints) / 10_000);
          }, 0);
          const other = others.reduce((t, c) => t + (c.basis === 'plate' ? c.amountPaise * plates : c.amountPaise), 0);
          expect(margin.revenuePaise).toBe(revenue);
          expect(margin.refundsPaise).toBe(refunded);
          expect(margin.feesPaise).toBe(fees);
          expect(margin.otherCostsPaise).toBe(other);
          expect(margin.marginPaise).toBe(revenue - refunded - fees - food - other);
          expect(margin.marginPaise).toBe(
            margin.revenuePaise -
              margin.refundsPaise -
              margin.feesPaise -
              margin.foodCostPaise -
              margin.otherCostsPaise,
          );
          for (const value of [margin.marginPaise, margin.feesPaise, margin.marginPerPlatePaise])
            expect(Number.isInteger(value)).toBe(true);
          expect(margin.fees.feePaise + margin.fees.gstPaise).toBe(margin.feesPaise);
          if (plates > 0)
            expect(Math.abs(margin.marginPerPlatePaise * plates - margin.marginPaise)).toBeLessThanOrEqual(plates / 2);
          else expect(margin.marginPerPlatePaise).toBe(0);
        },
      ),
    );
  });

  it("takes Razorpay's 2 % and 18 % GST on the fee of each payment, rounded to the paisa", () => {
    // ₹1,400: fee ₹28, GST ₹5.04.
    expect(paymentFee(140_000, RAZORPAY_DEFAULT_FEE)).toEqual({ feePaise: 2_800, gstPaise: 504 });
    // ₹0.25: 0.5 paise fee rounds up to 1, GST 0.18 paise rounds to 0.
    expect(paymentFee(25, RAZORPAY_DEFAULT_FEE)).toEqual({ feePaise: 1, gstPaise: 0 });
  });

  it('rounds a loss per plate like a profit', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
  });
});
