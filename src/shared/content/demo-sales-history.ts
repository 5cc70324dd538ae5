import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { HOUR_MS, keralaDayStartMs } from '#shared/domain/forecast/sales-history.ts';

/**
 * The past demo sales a fresh install starts with, so that the sell-out forecast has a history to read
 * (src/server/db/seed-sales-history.ts writes them). Made from a fixed seed: the same sales, paces and
 * bookings on every install, dated back from the first start. Each sale opens some days before its event
 * in the evening; about a third of its buyers come in the first hours, the rest at a pace that fades,
 * and nobody books between midnight and seven. Weekend events fill faster; two sales did not sell out.
 */
export interface DemoPastSale {
  title: string;
  titleMl: string;
  date: string;
  openedAt: string;
  capacity: number;
  bookings: { at: string; units: number; itemKey: string; name: string; phone: string }[];
}

const PLANS = [
  // weeks back, weekday of the event (0 Sunday), days open before it, capacity, demand ÷ capacity
  { weeksBack: 1, weekday: 6, leadDays: 6, capacity: 50, demand: 1.6 },
  { weeksBack: 2, weekday: 5, leadDays: 5, capacity: 40, demand: 1.3 },
  { weeksBack: 3, weekday: 6, leadDays: 7, capacity: 50, demand: 1.5 },
  { weeksBack: 4, weekday: 0, leadDays: 6, capacity: 40, demand: 0.85 },
  { weeksBack: 5, weekday: 6, leadDays: 5, capacity: 40, demand: 1.8 },
  { weeksBack: 6, weekday: 5, leadDays: 8, capacity: 50, demand: 1.2 },
  { weeksBack: 7, weekday: 6, leadDays: 6, capacity: 40, demand: 1.4 },
  { weeksBack: 8, weekday: 0, leadDays: 7, capacity: 50, demand: 1.25 },
  { weeksBack: 9, weekday: 6, leadDays: 4, capacity: 30, demand: 1.7 },
  { weeksBack: 10, weekday: 3, leadDays: 6, capacity: 30, demand: 0.9 },
] as const;

const TITLES: Record<number, { en: string; ml: string }> = {
  0: { en: 'Sunday Family Mandi', ml: 'ഞായറാഴ്ച കുടുംബ മന്തി' },
  3: { en: 'Midweek Mandi', ml: 'ആഴ്ചയുടെ നടുവിലെ മന്തി' },
  5: { en: 'Friday Mandi Night', ml: 'വെള്ളിയാഴ്ച മന്തി രാത്രി' },
  6: { en: 'Saturday Mandi Feast', ml: 'ശനിയാഴ്ച മന്തി വിരുന്ന്' },
};

const ITEM_KEYS = ['chicken-mandi', 'chicken-mandi', 'beef-2pc', 'mutton-2pc', 'combo', 'fish-mandi'] as const;
const NAMES = ['Anjali', 'Rahul', 'Fathima', 'Arun', 'Nisha', 'Joseph', 'Ameer', 'Lakshmi', 'Vivek', 'Sneha'];
/** About a third of the buyers come in the first hours after opening (a fast fade of this many hours). */
const RUSH_SHARE = 0.35;
const RUSH_HOURS = 3;
const OPENING_HOUR = 19;
const QUIET_UNTIL_HOUR = 7;

/** A small fixed-seed generator (mulberry32): the same numbers on every install. */
function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The demo sales, their events dated back from `now`'s Kerala day, oldest first. */
export function demoPastSales(now: Date): DemoPastSale[] {
  const today = todayInKerala(now);
  const random = numbers(46);
  return [...PLANS].reverse().map((plan) => {
    const date = lastWeekdayBefore(addDays(today, -7 * (plan.weeksBack - 1)), plan.weekday);
    const openedAtMs = keralaDayStartMs(addDays(date, -plan.leadDays)) + (OPENING_HOUR + random()) * HOUR_MS;
    const saleEndsMs = keralaDayStartMs(addDays(date, 1));
    const windowHours = (saleEndsMs - openedAtMs) / HOUR_MS;
    // Weekend events fill faster: the slow part of the curve fades over fewer hours.
    const fadeHours = (plan.weekday === 5 || plan.weekday === 6 ? 30 : 55) * (0.8 + 0.4 * random());
    const wanted = Math.round(plan.capacity * plan.demand);
    const arrivals: number[] = [];
    for (let units = 0; units < wanted; units += 2) {
      const rush = random() < RUSH_SHARE;
      const hours = -Math.log(1 - random() * 0.999) * (rush ? RUSH_HOURS : fadeHours);
      const at = awake(openedAtMs + hours * HOUR_MS);
      if (at < saleEndsMs && hours < windowHours) arrivals.push(at);
    }
    arrivals.sort((a, b) => a - b);
    let sold = 0;
    const bookings: DemoPastSale['bookings'] = [];
    for (const at of arrivals) {
      const units = Math.min(1 + Math.floor(random() * 3), plan.capacity - sold);
      if (units <= 0) break;
      sold += units;
      const n = bookings.length;
      bookings.push({
        at: new Date(at).toISOString(),
        units,
        itemKey: ITEM_KEYS[Math.floor(random() * ITEM_KEYS.length)]!,
        name: NAMES[(n + plan.weeksBack) % NAMES.length]!,
        phone: `98470${String(10000 + plan.weeksBack * 100 + n).padStart(5, '0')}`,
      });
    }
    const title = TITLES[plan.weekday]!;
    return {
      title: title.en,
      titleMl: title.ml,
      date,
      openedAt: new Date(openedAtMs).toISOString(),
      capacity: plan.capacity,
      bookings,
    };
  });
}

/** The last day before `day` that falls on `weekday`. */
function lastWeekdayBefore(day: string, weekday: number): string {
  const current = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((current - weekday + 7) % 7 || 7));
}

/** Nobody books between midnight and seven (Kerala): a night arrival moves to seven in the morning. */
function awake(ms: number): number {
  const hourOfDay = (((ms + 5.5 * HOUR_MS) % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS);
  return hourOfDay / HOUR_MS < QUIET_UNTIL_HOUR ? ms - hourOfDay + QUIET_UNTIL_HOUR * HOUR_MS : ms;
}
