import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_SECRET, loadConfig } from './config.ts';
import { TEST_DIALECT } from './test/test-database.ts';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

describe.skipIf(TEST_DIALECT !== 'sqlite')('configuration', () => {
  it('refuses to start Razorpay without its webhook secret or key secret, naming what is missing', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'key-secret' })).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_WEBHOOK_SECRET (missing)',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrow(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (missing)',
    );
    const config = loadConfig(RAZORPAY);
    expect(config.payment).toMatchObject({ provider: 'razorpay', webhookSecret: 'webhook-secret' });
    expect(config.payment.webhookSecret).not.toBe(DEVELOPMENT_WEBHOOK_SECRET);
  });

  it('refuses simulated payments in production unless PAYMENT_PROVIDER=test says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production has no Razorpay key/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).payment.provider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', ...RAZORPAY }).payment.provider).toBe('razorpay');
    expect(loadConfig({}).payment.provider).toBe('test');
  });

  it('trusts X-Forwarded-For from no proxy unless TRUSTED_PROXIES names them, and reads the unpaid-units limit', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'my-proxy' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({}).maxUnpaidUnitsPerAddress).toBe(10);
    expect(loadConfig({ MAX_UNPAID_UNITS_PER_ADDRESS: '0' }).maxUnpaidUnitsPerAddress).toBe(0);
  });

  it('keeps private links’ details PRIVATE_LINK_DAYS (30 unless set), a whole number of days from 1', () => {
    expect(loadConfig({}).privateLinkDays).toBe(30);
    expect(loadConfig({ PRIVATE_LINK_DAYS: '90' }).privateLinkDays).toBe(90);
    for (const bad of ['0', '-1', '1.5', 'month', '3651']) {
      expect(() => loadConfig({ PRIVATE_LINK_DAYS: bad }), bad).toThrow(/PRIVATE_LINK_DAYS/);
    }
  });

  it('takes the chat widget only from an http or https address, and none when unset', () => {
    expect(loadConfig({}).chatWidgetSrc).toBeUndefined();
    expect(loadConfig({ CHAT_WIDGET_SRC: 'https://chat.example.com/widget.js' }).chatWidgetSrc).toBe(
      'https://chat.example.com/widget.js',
    );
    expect(() => loadConfig({ CHAT_WIDGET_SRC: 'javascript:alert(1)' })).toThrow(
      'CHAT_WIDGET_SRC: must be an http or https address of the widget’s script',
    );
  });

  it('prints report PDFs with the Chromium at CHROMIUM_PATH, /usr/bin/chromium by default', () => {
    expect(loadConfig({}).chromiumPath).toBe('/usr/bin/chromium');
    expect(loadConfig({ CHROMIUM_PATH: '  ' }).chromiumPath).toBe('/usr/bin/chromium');
    expect(loadConfig({ CHROMIUM_PATH: '/opt/chromium/chrome' }).chromiumPath).toBe('/opt/chromium/chrome');
  });

  it('sends mail only through an smtp:// or smtps:// SMTP_URL, from MAIL_FROM when set', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(loadConfig({ SMTP_URL: ' ', MAIL_FROM: '' }).mail).toEqual({ smtpUrl: undefined, from: undefined });
    const mail = loadConfig({
      SMTP_URL: 'smtps://orders:secret@smtp.example.com:465',
      MAIL_FROM: 'Mandi <o@example.com>',
    });
    expect(mail.mail).toEqual({ smtpUrl: 'smtps://orders:secret@smtp.example.com:465', from: 'Mandi <o@example.com>' });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
  });
});
