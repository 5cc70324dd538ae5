import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import type { WaitingEntry } from '#server/db/schema.ts';
import { waitingOfferMail } from './waiting-offer.ts';

const entry = (units: number, language: string): WaitingEntry => ({
  id: 1,
  event_id: 1,
  name: 'Meera',
  phone: '9847012345',
  email: 'meera@example.com',
  language,
  units,
  status: 'offered',
  client_address: null,
  offer_token: 'A'.repeat(32),
  offer_hold_id: 1,
  order_hold_id: null,
  offered_at: '2026-11-28T06:00:00.000Z',
  offer_expires_at: '2026-11-28T06:30:00.000Z',
  created_at: '2026-11-27T06:00:00.000Z',
  updated_at: '2026-11-28T06:00:00.000Z',
});
const event = { title: 'Vishu Mandi', titleMl: 'വിഷു മന്തി', date: '2026-12-01' };
const site = { publicUrl: 'https://mandi.example', brand: 'Mandi' };
const offer = (units: number, language: string) =>
  waitingOfferMail(entry(units, language), event, DEFAULT_BUSINESS_SETTINGS, site);

describe('the waiting-list offer mail', () => {
  it('counts the slots in words, "1 slot" and "2 slots", never "slot(s)"', () => {
    expect(offer(1, 'en').text).toContain('Good news: 1 slot of Vishu Mandi');
    expect(offer(1, 'en').text).toContain('It is yours until');
    expect(offer(2, 'en').text).toContain('Good news: 2 slots of Vishu Mandi');
    expect(offer(2, 'en').text).toContain('They are yours until');
    expect(offer(2, 'en').text).toContain('the slots go to the next person');
    for (const units of [1, 2]) expect(offer(units, 'en').text).not.toContain('(s)');
  });

  it('is written in Malayalam with the event Malayalam title for a Malayalam entry', () => {
    const one = offer(1, 'ml');
    expect(one.subject).toBe('നിങ്ങൾക്കായി ഒരു സ്ലോട്ട് ഒഴിവുണ്ട്: വിഷു മന്തി');
    expect(one.text).toContain('വിഷു മന്തി (');
    expect(one.text).toContain('1 സ്ലോട്ട് ഒഴിവായി, അത്');
    expect(offer(2, 'ml').text).toContain('2 സ്ലോട്ടുകൾ ഒഴിവായി, അവ');
    expect(one.text).not.toContain('Vishu Mandi');
    // The link opens the offer in Malayalam, whatever the opening browser chose before.
    expect(one.text).toContain(`https://mandi.example/offer/${'A'.repeat(32)}?language=ml`);
  });
});
