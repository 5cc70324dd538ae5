import { inLanguage } from './in-language.ts';

interface Named {
  event: { title: string; titleMl?: string };
  items: { name: string; nameMl?: string }[];
}

/**
 * A booking with its event's and items' names in `language`: the Malayalam kept with the booking where
 * it has one, else the English. Every screen and message a customer gets after paying reads these.
 */
export function bookingInLanguage<Booking extends Named>(booking: Booking, language: string): Booking {
  return {
    ...booking,
    event: { ...booking.event, title: inLanguage(booking.event.title, booking.event.titleMl, language) },
    items: booking.items.map((item) => ({ ...item, name: inLanguage(item.name, item.nameMl, language) })),
  };
}
