import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestEvent } from '#server/test/booking-helpers.ts';

describe('the admin’s coupon codes', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    callAs(t.app, admin, method, url, body);
  let addresses = 0;
  const check = (code: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/coupons/check',
        payload: { eventId, code },
        remoteAddress: `198.51.100.${++addresses}`,
      })
      .then((answer) => answer.json());

  it('starts with the settings’ one code, FMANDI20 at 20 %, which customers can still use', async () => {
    const list = await asAdmin('GET', '/api/coupons');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        code: 'FMANDI20',
        discountPercent: 20,
        endsOn: null,
        useLimit: null,
        active: true,
        uses: 0,
      }),
    ]);
    expect(await check('fmandi20')).toEqual({ success: true, applied: true, discountPercent: 20 });
  });

  it('is the admin’s alone: anyone else is refused every call, and told nothing', async () => {
    const calls: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', '/api/coupons'],
      ['POST', '/api/coupons', { code: 'STAFF-50', discountPercent: 50 }],
      ['PUT', '/api/coupons/1', { discountPercent: 90, endsOn: null, useLimit: null, active: true }],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asStaff = await callAs(t.app, staff, method, url, body);
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
      expect(asStaff.headers['cache-control']).toBe('no-store');
      expect(asStaff.body).not.toContain('FMANDI20');
    }
    const list = (await asAdmin('GET', '/api/coupons')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ code: 'FMANDI20', discountPercent: 20 });
  });

  it('adds a code stored trimmed and upper-case, and refuses the same code again with 409', async () => {
    const created = await asAdmin('POST', '/api/coupons', {
      code: '  onam_25 ',
      discountPercent: 25,
      endsOn: '2099-09-15',
      useLimit: 40,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().coupon).toMatchObject({
      code: 'ONAM_25',
      discountPercent: 25,
      endsOn: '2099-09-15',
      useLimit: 40,
      active: true,
      uses: 0,
    });
    for (const again of ['ONAM_25', 'Onam_25']) {
      const duplicate = await asAdmin('POST', '/api/coupons', { code: again, discountPercent: 10 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        success: false,
        code: 'adminSettings.coupons.refusals.duplicate',
        field: 'code',
      });
    }
    expect(await check('onam_25')).toEqual({ success: true, applied: true, discountPercent: 25 });
    const codes = (await asAdmin('GET', '/api/coupons')).json().data.map((coupon: { code: string }) => coupon.code);
    expect(codes).toEqual(['FMANDI20', 'ONAM_25']);
  });

  it('refuses bad input with 400 and the field’s text key, never a 500', async () => {
    const base = { code: 'GOOD-CODE', discountPercent: 10 };
    const cases: [object, string, string][] = [
      [{ ...base, code: 'AB' }, 'code', 'adminSettings.coupons.validation.code'],
      [{ ...base, code: 'A'.repeat(31) }, 'code', 'adminSettings.coupons.validation.code'],
      [{ ...base, code: 'ONAM 25' }, 'code', 'adminSettings.coupons.validation.code'],
      [{ ...base, code: 'ഓണം25' }, 'code', 'adminSettings.coupons.validation.code'],
      [{ ...base, code: 'K%25' }, 'code', 'adminSettings.coupons.validation.code'],
      [{ ...base, code: 12345 }, 'code', 'validation.invalidType'],
      [{ discountPercent: 10 }, 'code', 'validation.required'],
      [{ ...base, discountPercent: 0 }, 'discountPercent', 'adminSettings.coupons.validation.discountPercent'],
      [{ ...base, discountPercent: 101 }, 'discountPercent', 'adminSettings.coupons.validation.discountPercent'],
      [{ ...base, discountPercent: 12.5 }, 'discountPercent', 'adminSettings.coupons.validation.discountPercent'],
      [{ ...base, discountPercent: '20' }, 'discountPercent', 'adminSettings.coupons.validation.discountPercent'],
      [{ ...base, endsOn: '2026-02-30' }, 'endsOn', 'adminSettings.coupons.validation.endsOn'],
      [{ ...base, endsOn: 'next Friday' }, 'endsOn', 'adminSettings.coupons.validation.endsOn'],
      [{ ...base, useLimit: 0 }, 'useLimit', 'adminSettings.coupons.validation.useLimit'],
      [{ ...base, useLimit: -3 }, 'useLimit', 'adminSettings.coupons.validation.useLimit'],
      [{ ...base, useLimit: 2.5 }, 'useLimit', 'adminSettings.coupons.validation.useLimit'],
    ];
    for (const [body, field, code] of cases) {
      const refused = await asAdmin('POST', '/api/coupons', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ success: false, code, field });
    }
    const change = { discountPercent: 10, endsOn: null, useLimit: null, active: true };
    const changeCases: [unknown, string, object][] = [
      ['/api/coupons/1', 'no body fields', {}],
      ['/api/coupons/1', 'active as text', { ...change, active: 'yes' }],
      ['/api/coupons/1', 'percent too high', { ...change, discountPercent: 150 }],
      ['/api/coupons/abc', 'bad id', change],
    ];
    for (const [url, what, body] of changeCases) {
      const refused = await asAdmin('PUT', url as string, body);
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json().success, what).toBe(false);
    }
    const codes = (await asAdmin('GET', '/api/coupons')).json().data.map((coupon: { code: string }) => coupon.code);
    expect(codes).not.toContain('GOOD-CODE');
  });

  it('changes a code’s percentage, last day, limit and active state, never its code; 404 for an unknown id', async () => {
    const { coupon } = (await asAdmin('POST', '/api/coupons', { code: 'VISHU', discountPercent: 10 })).json();
    const changed = await asAdmin('PUT', `/api/coupons/${coupon.id}`, {
      code: 'RENAMED',
      discountPercent: 35,
      endsOn: '2099-04-14',
      useLimit: 5,
      active: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(changed.json().coupon).toMatchObject({
      id: coupon.id,
      code: 'VISHU',
      discountPercent: 35,
      endsOn: '2099-04-14',
      useLimit: 5,
      active: true,
    });
    expect(await check('vishu')).toEqual({ success: true, applied: true, discountPercent: 35 });
    expect((await check('RENAMED')).applied).toBe(false);

    // Deactivated, it is no code at all to customers (a code is never deleted: bookings name it).
    const off = await asAdmin('PUT', `/api/coupons/${coupon.id}`, {
      discountPercent: 35,
      endsOn: null,
      useLimit: null,
      active: false,
    });
    expect(off.json().coupon).toMatchObject({ active: false, endsOn: null, useLimit: null });
    expect(await check('VISHU')).toEqual({ success: true, applied: false, discountPercent: 0, reason: 'unknown' });
    await asAdmin('PUT', `/api/coupons/${coupon.id}`, {
      discountPercent: 35,
      endsOn: null,
      useLimit: null,
      active: true,
    });
    expect((await check('VISHU')).applied).toBe(true);

    const unknown = await asAdmin('PUT', '/api/coupons/999999', {
      discountPercent: 10,
      endsOn: null,
      useLimit: null,
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'adminSettings.coupons.refusals.notFound' });
  });
});
