import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('business settings and their placeholders', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  const read = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} }).then((r) => r.json());

  it('hides the starting placeholders from customers and names them for the admin', async () => {
    const everyone = await read();
    expect(everyone.placeholders).toEqual(['city', 'phone', 'sellerWhatsApp', 'contactEmail', 'registrationNumber']);
    expect(everyone.data).toMatchObject({
      city: '',
      phone: '',
      sellerWhatsApp: '',
      contactEmail: '',
      registrationNumber: '',
    });
    expect(everyone.data).not.toHaveProperty('couponCode');
    expect(JSON.stringify(everyone)).not.toContain('9000000000');
    expect((await read(admin)).data).toMatchObject({ sellerWhatsApp: '919000000000', city: 'Kottayam' });
    const own = await t.app.inject({ method: 'GET', url: '/api/settings/admin', headers: { cookie: admin } });
    expect(own.json().data).toMatchObject({ sellerWhatsApp: '919000000000', peoplePerOrder: 2, maxPerItem: 5 });
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('carries no coupon: codes are in the coupons table, and a save naming one keeps none', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/settings/admin', headers: { cookie: admin } });
    expect(own.json().data).not.toHaveProperty('couponCode');
    expect(own.json().data).not.toHaveProperty('discountPercent');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { ...own.json().data, couponCode: 'SNEAKY', discountPercent: 90 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).not.toHaveProperty('couponCode');
    const stored = await t.database.db.selectFrom('settings').select('value').where('key', '=', 'business').execute();
    expect(stored[0]!.value).not.toContain('SNEAKY');
    const coupons = await t.database.db.selectFrom('coupons').select('code').execute();
    expect(coupons.map((coupon) => coupon.code)).toEqual(['FMANDI20']);
  });

  it('shows the owner’s own details once saved, in both languages where given', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: {
        ...DEFAULT_BUSINESS_SETTINGS,
        phone: '+91 98470 12345',
        sellerWhatsApp: '919847012345',
        contactEmail: 'orders@pitmandi.in',
        registrationNumber: 'FSSAI 11324008000123',
        festivalSpecialTextMl: 'ഉത്സവ സ്പെഷ്യൽ മന്തി ബുക്ക് ചെയ്യൂ',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().placeholders).toEqual([]);
    const everyone = await read();
    expect(everyone.placeholders).toEqual([]);
    expect(everyone.data).toMatchObject({
      city: 'Kottayam',
      sellerWhatsApp: '919847012345',
      festivalSpecialTextMl: 'ഉത്സവ സ്പെഷ്യൽ മന്തി ബുക്ക് ചെയ്യൂ',
    });
  });

  it('names the rule a refused setting breaks, for the admin’s form to show beside that setting', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ city: '   ' }, 'city'],
      [{ phone: '9'.repeat(41) }, 'phone'],
      [{ peoplePerOrder: 2.5 }, 'peoplePerOrder'],
      [{ maxPerItem: 101 }, 'maxPerItem'],
      [{ festivalSpecialDateMl: 'x'.repeat(81) }, 'festivalSpecialDateMl'],
    ];
    for (const [change, field] of refusals) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { ...DEFAULT_BUSINESS_SETTINGS, ...change },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: `adminSettings.businessValidation.${field}`, field });
    }
  });

  it('keeps only pictures uploaded here as storefront pictures', async () => {
    const put = (signatureDishImage: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { ...DEFAULT_BUSINESS_SETTINGS, signatureDishImage },
      });
    for (const name of ['../../etc/passwd', 'photo.jpg', '.env']) {
      const refused = await put(name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Invalid signatureDishImage: Pictures must be uploaded here');
    }
    const saved = await put('0123456789abcdef01234567.webp');
    expect(saved.statusCode).toBe(200);
    expect((await read()).data.signatureDishImage).toBe('0123456789abcdef01234567.webp');
  });
});
