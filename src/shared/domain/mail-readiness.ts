import { businessDetailsMissing } from './business-details.ts';
import type { BusinessSettings } from '../schemas/settings.ts';

/**
 * What customer mail needs before it may go out: a mail server (SMTP_URL), the site's address for
 * its links (PUBLIC_URL), and the business's own contact — phone, WhatsApp and a sender (MAIL_FROM or
 * the contact e-mail) — never a placeholder or a bare path.
 */
export const MAIL_NEEDS = ['SMTP_URL', 'PUBLIC_URL', 'phone', 'sellerWhatsApp', 'sender'] as const;
export type MailNeed = (typeof MAIL_NEEDS)[number];

export interface MailSetup {
  /** Whether SMTP_URL names a mail server. */
  mailServer: boolean;
  publicUrl: string | undefined;
  /** MAIL_FROM, when set. */
  mailFrom: string | undefined;
}

/** What is still missing before customer mail may be sent; none: it is sent. */
export function missingForMail(setup: MailSetup, settings: BusinessSettings): MailNeed[] {
  // The city is not a contact: whether the owner saved it does not matter here.
  const missingDetails = businessDetailsMissing(settings);
  const unset = (field: 'phone' | 'sellerWhatsApp' | 'contactEmail') => missingDetails.includes(field);
  const missing: Record<MailNeed, boolean> = {
    SMTP_URL: !setup.mailServer,
    PUBLIC_URL: !setup.publicUrl,
    phone: unset('phone'),
    sellerWhatsApp: unset('sellerWhatsApp'),
    sender: !setup.mailFrom?.trim() && unset('contactEmail'),
  };
  return MAIL_NEEDS.filter((need) => missing[need]);
}

/** One line for the server's log: what to set before customer mail is sent. */
export function mailNeedsSentence(missing: MailNeed[]): string {
  const words: Record<MailNeed, string> = {
    SMTP_URL: 'SMTP_URL (environment: the mail server)',
    PUBLIC_URL: "PUBLIC_URL (environment: the site's address, for the links in mails)",
    phone: 'the business phone (admin → Settings)',
    sellerWhatsApp: "the seller's WhatsApp number (admin → Settings)",
    sender: 'MAIL_FROM (environment) or the contact e-mail (admin → Settings), as the sender',
  };
  return `Customer mail is not sent until these are set: ${missing.map((need) => words[need]).join('; ')}.`;
}
