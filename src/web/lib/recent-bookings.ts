import { useSyncExternalStore } from 'react';

/** A booking this device made: its reference, event and total, and the link to its page. */
export interface RecentBooking {
  reference: string;
  eventTitle: string;
  /** The event's Malayalam title ('' or absent: the English; absent on bookings kept before). */
  eventTitleMl?: string;
  /** The booking's private page (absent on bookings kept before it had one). */
  manageUrl?: string;
  eventDate: string;
  totalPaise: number;
  /** ISO time it was booked. */
  bookedAt: string;
}

const KEY = 'mandi.recentBookings';
const MAX_KEPT = 10;
const listeners = new Set<() => void>();
let cached: { text: string | null; list: RecentBooking[] } = { text: null, list: [] };

function read(): RecentBooking[] {
  let text: string | null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    return cached.list;
  }
  if (text === cached.text) return cached.list;
  let list: RecentBooking[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) list = parsed.filter((entry) => typeof entry?.reference === 'string');
  } catch {
    list = [];
  }
  cached = { text, list };
  return list;
}

function write(list: RecentBooking[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the confirmation on screen is all the customer has.
  }
  for (const listener of listeners) listener();
}

/** Keeps a booking on the device, newest first, until the customer removes it. */
export function rememberBooking(booking: RecentBooking): void {
  const others = read().filter((entry) => entry.reference !== booking.reference);
  write([booking, ...others].slice(0, MAX_KEPT));
}

export function forgetBooking(reference: string): void {
  write(read().filter((entry) => entry.reference !== reference));
}

export function forgetAllBookings(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The bookings this device remembers, newest first; updates when another tab books. */
export function useRecentBookings(): RecentBooking[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
