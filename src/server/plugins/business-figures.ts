import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '#server/db/database.ts';

/** One number of the business, read from the database by the module that owns its table. */
export type FigureRead = (db: Db) => Promise<number>;

/** What the bookings module reads for the operator (modules/bookings/operator-figures.service.ts). */
export interface BookingFigures {
  bookings: FigureRead;
  heldUnits: FigureRead;
  refunds: FigureRead;
  waitingOffers: FigureRead;
  paymentsWithoutBooking: FigureRead;
}

export interface BusinessFigures extends BookingFigures {
  changeRepliesStored: FigureRead;
}

/** Each figure's name, kind and meaning, as Prometheus shows them. */
const FIGURES: { key: keyof BusinessFigures; name: string; kind: 'counter' | 'gauge'; help: string }[] = [
  {
    key: 'bookings',
    name: 'mandi_bookings_total',
    kind: 'counter',
    help: 'Bookings made (paid orders), cancelled ones included',
  },
  { key: 'heldUnits', name: 'mandi_held_units', kind: 'gauge', help: 'Units held now by unpaid, unexpired checkouts' },
  {
    key: 'refunds',
    name: 'mandi_refunds_total',
    kind: 'counter',
    help: 'Refunds asked of the payment gateway, whatever their outcome',
  },
  {
    key: 'waitingOffers',
    name: 'mandi_waiting_offers_total',
    kind: 'counter',
    help: 'Waiting-list entries offered freed slots',
  },
  {
    key: 'paymentsWithoutBooking',
    name: 'mandi_payments_without_booking',
    kind: 'gauge',
    help: 'Captured payments that no booking holds and that are not refunded yet',
  },
  {
    key: 'changeRepliesStored',
    name: 'mandi_change_replies_stored',
    kind: 'gauge',
    help: 'Answers to changes sent with a change id, kept for their repeats',
  },
];

/**
 * The business's numbers, read from the database at every scrape, one small statement each: every
 * instance reports the database's truth, which an instance killed mid-sale cannot leave behind (none
 * is counted in memory). A `_total` figure counts rows that are never deleted, so it only grows: a
 * counter, set to the count read. The others are gauges. The figures of one scrape are read together;
 * a read that fails (the database switching over) leaves its figure as last read and is counted
 * (docs/decisions/014-metrics-from-the-database.md).
 */
export function registerBusinessFigures(
  registry: Registry,
  db: Db,
  figures: BusinessFigures,
  log: FastifyBaseLogger,
): void {
  const registers = [registry];
  const failures = new Counter({
    name: 'mandi_figure_read_failures_total',
    help: 'Reads of a business figure from the database that failed at a scrape',
    labelNames: ['figure'],
    registers,
    async collect() {
      await readAll();
    },
  });
  const read = async (name: string, figure: FigureRead): Promise<number | undefined> => {
    try {
      return await figure(db);
    } catch (error) {
      failures.inc({ figure: name });
      log.warn({ err: error, figure: name }, 'metrics: figure not read');
      return undefined;
    }
  };
  // The scrape asks every figure at once: the first asks the database, the others share its answers.
  let reading: Promise<Map<string, number | undefined>> | null = null;
  const readAll = () =>
    (reading ??= Promise.all(FIGURES.map(async ({ key, name }) => [name, await read(name, figures[key])] as const))
      .then((values) => new Map(values))
      .finally(() => (reading = null)));

  for (const { name, kind, help } of FIGURES) {
    if (kind === 'counter') {
      new Counter({
        name,
        help,
        registers,
        async collect() {
          const value = (await readAll()).get(name);
          if (value === undefined) return;
          this.reset();
          this.inc(value);
        },
      });
    } else {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const value = (await readAll()).get(name);
          if (value !== undefined) this.set(value);
        },
      });
    }
  }
}
