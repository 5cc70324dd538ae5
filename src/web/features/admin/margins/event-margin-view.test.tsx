import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerMarginEn as en } from '#shared/content/locales/owner-margin.en.ts';
import { ownerMarginMl as ml } from '#shared/content/locales/owner-margin.ml.ts';
import type { EventMargin } from '#shared/schemas/margins.ts';
import { fail, ok, serveApi } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventMarginView } from './components/event-margin-view.tsx';

const margin: EventMargin = {
  plates: 4,
  revenuePaise: 200_000,
  refundsPaise: 10_000,
  feesPaise: 4_720,
  foodCostPaise: 60_000,
  otherCostsPaise: 156_000,
  marginPaise: -30_720,
  marginPerPlatePaise: -7_680,
  ifSoldOut: {
    plates: 12,
    marginPaise: 250_000,
    marginPerPlatePaise: 20_833,
    revenuePaise: 600_000,
    feesPaise: 14_160,
    foodCostPaise: 150_000,
    otherCostsPaise: 168_000,
    freeOrders: 4,
    pricePerOrderPaise: 100_000,
    priceFrom: 'bookings',
  },
  breakdown: {
    event: { id: 7, title: { en: 'Pit Mandi Sunday', ml: 'പിറ്റ് മന്തി ഞായർ' }, date: '2026-12-06', maxOrders: 6 },
    ordersBooked: 2,
    peoplePerOrder: 2,
    bookings: 2,
    cancelledBookings: 0,
    refunds: 1,
    refundsOnTheirWay: 0,
    fee: { percentBasisPoints: 200, gstBasisPoints: 1800, feePaise: 4_000, gstPaise: 720, payments: 2 },
    food: {
      source: 'estimate',
      recorded: null,
      recipes: { name: { en: 'Mandi recipes', ml: 'മന്തി പാചകക്കുറിപ്പുകൾ' }, date: '2026-11-01' },
      lines: [
        {
          itemId: 1001,
          name: { en: 'Mutton', ml: 'മട്ടൺ' },
          itemName: { en: 'Mutton', ml: 'മട്ടൺ' },
          needed: 1.2,
          unit: 'kg',
          pricePaise: 50_000,
          costPaise: 60_000,
          source: 'estimate',
        },
      ],
      uncosted: [{ en: 'Salt', ml: 'ഉപ്പ്' }],
    },
    otherCosts: {
      fromDefaults: false,
      savedAt: '2026-11-28T10:00:00.000Z',
      lines: [
        { label: 'Wood', basis: 'event', amountPaise: 150_000, totalPaise: 150_000 },
        { label: 'Packaging', basis: 'plate', amountPaise: 1_500, totalPaise: 6_000 },
      ],
    },
  },
};

const routes = () => ({
  'GET /api/events/:id/margin': () => ok({ data: margin }),
  'GET /api/margins/settings': () =>
    ok({ data: { fee: { percentBasisPoints: 200, gstBasisPoints: 1800 }, costDefaults: [] } }),
});

describe('an event’s margin', () => {
  it('shows a loss with its minus, and each figure opens to what it is made of', async () => {
    serveApi(routes());
    renderWithProviders(<EventMarginView eventId={7} onBack={() => {}} />);
    const total = await screen.findByTestId('margin-total');
    expect(within(total).getByTestId('margin-total-value').textContent).toBe('− ₹307.20');
    fireEvent.click(within(total).getByText(en.margin));
    expect(total.textContent).toContain('₹2,000 − ₹100 − ₹47.20 − ₹600 − ₹1,560 = − ₹307.20');
    expect(screen.getByTestId('margin-food').textContent).toContain('Mutton: 1.20 kg × ₹500 = ₹600');
    expect(screen.getByTestId('margin-food').textContent).toContain('Salt');
    expect(screen.getByTestId('margin-other').textContent).toContain('Packaging: ₹15 × 4 plates = ₹60');
    expect(screen.getByText(en.rounding)).toBeTruthy();
  });

  it('says which food lines the kitchen recorded and which are estimated', async () => {
    const mixed: EventMargin = {
      ...margin,
      breakdown: {
        ...margin.breakdown,
        food: {
          ...margin.breakdown.food,
          source: 'mixed',
          recorded: { at: '2026-12-06T15:00:00.000Z', by: 'Cook Ravi' },
          lines: [
            {
              itemId: 1002,
              name: { en: 'Rice', ml: 'അരി' },
              itemName: { en: 'Basmati Rice', ml: 'ബസ്മതി അരി' },
              needed: 2.5,
              unit: 'kg',
              pricePaise: 12_000,
              costPaise: 30_000,
              source: 'recorded',
            },
            { ...margin.breakdown.food.lines[0]!, costPaise: 30_000 },
          ],
        },
      },
    };
    serveApi({ ...routes(), 'GET /api/events/:id/margin': () => ok({ data: mixed }) });
    renderWithProviders(<EventMarginView eventId={7} onBack={() => {}} />);
    const food = await screen.findByTestId('margin-food');
    fireEvent.click(within(food).getByText(en.foodCost));
    const [recorded, estimated] = within(food).getAllByRole('listitem');
    expect(recorded!.textContent).toBe('Basmati Rice: 2.50 kg used × ₹120 = ₹300 (recorded)');
    expect(estimated!.textContent).toBe('Mutton: 1.20 kg needed × ₹500 = ₹300 (estimated)');
    expect(within(food).getByTestId('margin-food-source').textContent).toContain('by Cook Ravi');
    expect(within(food).getByTestId('margin-food-source').textContent).toContain(
      'the items it did not record are estimated',
    );
  });

  it('puts the server’s refusal of an amount beside its field', async () => {
    const { calls } = serveApi({
      ...routes(),
      'PUT /api/events/:id/costs': () =>
        fail(400, 'Enter an amount', 'ownerMargin.validation.amount', { field: 'lines.1.amountPaise' }),
    });
    renderWithProviders(<EventMarginView eventId={7} onBack={() => {}} />);
    await screen.findByTestId('margin-total');
    fireEvent.click(screen.getByRole('button', { name: en.costs.save }));
    const amount = (await screen.findAllByLabelText(en.costs.amount))[1]!;
    await screen.findByText(en.validation.amount);
    expect(errorOf(amount)).toBe(en.validation.amount);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      lines: [
        { label: 'Wood', basis: 'event', amountPaise: 150_000 },
        { label: 'Packaging', basis: 'plate', amountPaise: 1_500 },
      ],
    });
  });

  it('reads in Malayalam', async () => {
    serveApi(routes());
    await switchLanguage('ml');
    renderWithProviders(<EventMarginView eventId={7} onBack={() => {}} />);
    expect(await screen.findByText(ml.rounding)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'പിറ്റ് മന്തി ഞായർ' })).toBeTruthy();
  });
});
