import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGE_MADE_AT_HEADER, madeAsArrived, readMadeAt, type ChangeTimes } from '#shared/domain/change-times.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { requestSlot } from '#server/lib/request-slot.ts';
import { STATE_CHANGING } from '#server/lib/state-changing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the change was made (the device's `x-change-made-at`, else its arrival) and when it arrived. */
    changeTimes: ChangeTimes | null;
  }
}

/**
 * The one place a change's made-at time is read and bounded (readMadeAt): every signed-in route that
 * changes something gets `request.changeTimes` after access and validation, or refuses the change (400,
 * `offline.refusals.madeAt*`) before anything is written. Registered before the change ids, so a refused
 * time is not kept as the change's answer: the same change sent again is judged again.
 */
export const changeTimesPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('changeTimes', requestSlot<ChangeTimes | null>(null));

  async function readChangeTimes(request: FastifyRequest) {
    const header = request.headers[CHANGE_MADE_AT_HEADER];
    const reading = readMadeAt(Array.isArray(header) ? header.join(',') : header, Date.now());
    if (!reading.ok) throw textRefusal(400, reading.key);
    request.changeTimes = reading.times;
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (!access || access === 'public' || !methods.some((method) => STATE_CHANGING.has(method))) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(readChangeTimes);
  });
});

/** The request's change times; a change made now when the route carries none (a call outside the plugin). */
export function changeTimesOf(request: FastifyRequest): ChangeTimes {
  return request.changeTimes ?? madeAsArrived(Date.now());
}
