import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { adminSettingsEn } from '#shared/content/locales/admin-settings.en.ts';
import { forgetCachedReads } from '#server/lib/read-cache.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { readBusinessDetailsMissing } from './settings.service.ts';

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

  it('refuses a malformed e-mail, phone or WhatsApp number naming the field, and saves nothing', async () => {
    const stored = async () =>
      await t.database.db.selectFrom('settings').select(['key', 'value', 'updated_at']).orderBy('key').execute();
    const before = await stored();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ contactEmail: 'notanemail' }, 'contactEmail', adminSettingsEn.businessValidation.contactEmail],
      [{ contactEmail: 'orders@pitmandi' }, 'contactEmail', adminSettingsEn.businessValidation.contactEmail],
      [{ contactEmail: 'a b@pitmandi.in' }, 'contactEmail', adminSettingsEn.businessValidation.contactEmail],
      [{ phone: 'call us' }, 'phone', adminSettingsEn.businessValidation.phone],
      [{ phone: '📞📞📞' }, 'phone', adminSettingsEn.businessValidation.phone],
      [{ phone: '98470 1234' }, 'phone', adminSettingsEn.businessValidation.phone],
      [{ sellerWhatsApp: 'whatsapp me' }, 'sellerWhatsApp', adminSettingsEn.businessValidation.sellerWhatsApp],
      [{ sellerWhatsApp: '971501234567' }, 'sellerWhatsApp', adminSettingsEn.businessValidation.sellerWhatsApp],
    ];
    for (const [change, field, sentence] of refusals) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { ...DEFAULT_BUSINESS_SETTINGS, ...change },
      });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        field,
        code: `adminSettings.businessValidation.${field}`,
        error: `Invalid ${field}: ${sentence}`,
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps a phone as the owner writes it and the WhatsApp number as its chat link needs it', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: {
        ...DEFAULT_BUSINESS_SETTINGS,
        phone: '0481 256 0123',
        sellerWhatsApp: '+91 98470-12345',
        contactEmail: 'orders@pitmandi.in',
        registrationNumber: '',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: '0481 256 0123', sellerWhatsApp: '919847012345' });
    // An empty registration number is not published, and the settings say it is missing.
    expect(saved.json().placeholders).toEqual(['registrationNumber']);
    expect(await readBusinessDetailsMissing(t.database.db)).toEqual(['registrationNumber']);
  });

  it('reads a detail stored before the rules were strict as not set, keeping the rest', async () => {
    const { db } = t.database;
    const now = new Date().toISOString();
    const loose = { ...DEFAULT_BUSINESS_SETTINGS, phone: 'call us', contactEmail: 'notanemail', city: 'Kochi' };
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify(loose), updated_at: now })
      .where('key', '=', 'business')
      .execute();
    forgetCachedReads(db, 'business');
    const everyone = await read();
    expect(everyone.data).toMatchObject({ city: 'Kochi', phone: '', contactEmail: '' });
    expect(everyone.placeholders).toEqual(expect.arrayContaining(['phone', 'contactEmail']));
    expect(JSON.stringify(everyone)).not.toContain('notanemail');
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
