import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { formatKeralaClock } from '#shared/domain/kerala-time.ts';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * The cutlet checklist's values held to their limits (the IQF freezer at −18 °C or colder, a portion of
 * 48–52 g): outside, an item is checked only with what was done about it; 'frozen hard after 2 hours'
 * only 2 hours after freezing started, or with a reason.
 */
describe('cutlet checks and their limits', () => {
  let t: TestApp;
  let staff: string;
  const today = todayInKerala();
  let next = 0;
  /** A past day of its own: nothing on it is early. */
  const pastDay = () => addDays(today, -(3 + 7 * ++next));
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
  });
  afterAll(() => t.close());

  const check = (date: string, itemId: string, body: Record<string, unknown>) =>
    callAs(t.app, staff, 'PUT', `/api/cutlets/days/${date}/items/${itemId}`, {
      completed: true,
      worker: 'Anil',
      ...body,
    });
  const checkOf = (day: CutletDay, itemId: string) => day.checks.find((each) => each.itemId === itemId);
  const dayOf = async (date: string) =>
    cutletDayReply.parse((await callAs(t.app, staff, 'GET', `/api/cutlets/days/${date}`)).json()).data;

  for (const [itemId, inside, outside, unit] of [
    ['prod-8-1', -18, 25, 'freezer'],
    ['prod-8-1', -25, -17.5, 'freezer'],
    ['prod-7-1', 50, 47, 'portion'],
    ['prod-5-1', 52, 53, 'portion'],
  ] as const) {
    it(`${itemId} (${unit}): ${inside} passes; ${outside} is checked only with what was done, kept on the check`, async () => {
      const date = pastDay();
      const fine = await check(date, itemId, { value: inside });
      expect(fine.statusCode, fine.body).toBe(200);
      expect(checkOf(cutletDayReply.parse(fine.json()).data, itemId)).toMatchObject({ actionTaken: null });

      const other = pastDay();
      const refused = await check(other, itemId, { value: outside });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'kitchenRules.checks.actionRequired' });
      expect((await dayOf(other)).checks).toEqual([]);
      expect((await check(other, itemId, { value: outside, actionTaken: '  ' })).json()).toMatchObject({
        code: 'kitchenRules.limits.actionTaken',
      });

      const actionTaken = 'Set the freezer to −18 °C, waited, told the head cook';
      const accepted = await check(other, itemId, { value: outside, actionTaken });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(checkOf(await dayOf(other), itemId)).toMatchObject({
        value: String(outside),
        worker: 'Anil',
        actionTaken,
        earlyReason: null,
      });
    });
  }

  it('packs that cannot hold 10–20 of the day’s cutlets each are sealed only with what was done, either count checked second', async () => {
    const date = pastDay();
    expect((await check(date, 'prod-9-1', { value: 100 })).statusCode).toBe(200);
    // 100 cutlets in 3 packs is 33 a pack: refused without what was done, nothing written.
    const refused = await check(date, 'prod-9-2', { value: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'kitchenRules.checks.actionRequired' });
    expect(checkOf(await dayOf(date), 'prod-9-2')).toBeUndefined();
    const actionTaken = 'Recounted: 3 big packs for the hotel order, as asked';
    const accepted = await check(date, 'prod-9-2', { value: 3, actionTaken });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(checkOf(await dayOf(date), 'prod-9-2')).toMatchObject({ value: '3', actionTaken });

    // Packs first, then cutlets: 6 packs take 60 to 120; 100 fits, 50 does not.
    const fits = pastDay();
    expect((await check(fits, 'prod-9-2', { value: 6 })).statusCode).toBe(200);
    expect((await check(fits, 'prod-9-1', { value: 100 })).statusCode).toBe(200);
    const short = pastDay();
    expect((await check(short, 'prod-9-2', { value: 6 })).statusCode).toBe(200);
    expect((await check(short, 'prod-9-1', { value: 50 })).json()).toMatchObject({
      code: 'kitchenRules.checks.actionRequired',
    });
  });

  it("refuses 'frozen hard after 2 hours' long before 2 hours after freezing started, unless a reason is given", async () => {
    const started = formatKeralaClock(Date.now());
    const date = todayInKerala();
    // Freezing started now (and before midnight in Kerala, so today).
    expect((await check(date, 'prod-8-2', { value: started })).statusCode).toBe(200);
    const refused = await check(date, 'prod-8-3', {});
    const due = formatKeralaClock(Date.now() + 120 * 60_000);
    if (due > started) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'kitchenRules.checks.tooEarly',
        params: { time: due, minutes: 15 },
      });
      expect(checkOf(await dayOf(date), 'prod-8-3')).toBeUndefined();
      const accepted = await check(date, 'prod-8-3', { earlyReason: 'Trays were small, frozen hard already' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(checkOf(await dayOf(date), 'prod-8-3')).toMatchObject({
        earlyReason: 'Trays were small, frozen hard already',
      });
    }
  });

  it("takes 'frozen hard after 2 hours' without a reason from 15 minutes before it is due", async () => {
    const date = pastDay();
    expect((await check(date, 'prod-8-2', { value: '13:15' })).statusCode).toBe(200);
    const done = await check(date, 'prod-8-3', {});
    expect(done.statusCode, done.body).toBe(200);
    expect(checkOf(cutletDayReply.parse(done.json()).data, 'prod-8-3')).toMatchObject({ earlyReason: null });
  });

  it("measures 'frozen hard' from the task's slot (13:15) while the freezing time is not checked", async () => {
    const date = addDays(today, 30);
    const refused = await check(date, 'prod-8-3', {});
    expect(refused.json()).toMatchObject({ code: 'kitchenRules.checks.tooEarly', params: { time: '15:15' } });
  });
});
