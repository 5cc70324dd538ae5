import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import { mailNeedsSentence, missingForMail } from './mail-readiness.ts';

const OWN = {
  ...DEFAULT_BUSINESS_SETTINGS,
  phone: '+91 94470 12345',
  sellerWhatsApp: '919447012345',
  contactEmail: 'orders@mandi.in',
};
const SETUP = { mailServer: true, publicUrl: 'https://mandi.in', mailFrom: undefined };

describe('what customer mail needs', () => {
  it('needs nothing more once the mail server, the address and the business contact are set', () => {
    expect(missingForMail(SETUP, OWN)).toEqual([]);
  });

  it('names every placeholder or blank contact and every missing setting', () => {
    expect(
      missingForMail({ mailServer: false, publicUrl: undefined, mailFrom: undefined }, DEFAULT_BUSINESS_SETTINGS),
    ).toEqual(['SMTP_URL', 'PUBLIC_URL', 'phone', 'sellerWhatsApp', 'sender']);
    expect(missingForMail(SETUP, { ...OWN, phone: '  ' })).toEqual(['phone']);
  });

  it('takes MAIL_FROM as the sender when the contact e-mail is still the example', () => {
    const example = { ...OWN, contactEmail: DEFAULT_BUSINESS_SETTINGS.contactEmail };
    expect(missingForMail(SETUP, example)).toEqual(['sender']);
    expect(missingForMail({ ...SETUP, mailFrom: 'Mandi <orders@mandi.in>' }, example)).toEqual([]);
  });

  it('says in one line what to set', () => {
    expect(mailNeedsSentence(['PUBLIC_URL', 'phone'])).toBe(
      "Customer mail is not sent until these are set: PUBLIC_URL (environment: the site's address, for the links in mails); the business phone (admin → Settings).",
    );
  });
});
