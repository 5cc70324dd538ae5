import { EventEmitter } from 'node:events';

export interface BookingsChange {
  reason: 'created' | 'status';
  id: number;
}

/**
 * Changes pushed to open screens (Server-Sent Events). One bus per app instance: with several
 * instances on PostgreSQL, each screen hears the changes made through its own instance, and the
 * screens' periodic refetch covers the rest.
 */
export function createLiveUpdates() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publishBookings(change: BookingsChange) {
      emitter.emit('bookings', change);
    },
    onBookings(listener: (change: BookingsChange) => void): () => void {
      emitter.on('bookings', listener);
      return () => emitter.off('bookings', listener);
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
