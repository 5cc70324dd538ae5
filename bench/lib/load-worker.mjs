// The load generator, in a process of its own (plain node, no loader) so that it never shares the
// bench's event loop: autocannon at the given connections, for a duration or a number of calls.
// Takes one JSON argument (see LoadSpec in load.ts); prints one JSON line with what it counted and the
// CPU it spent doing so.
import autocannon from 'autocannon';
import { buyerAddressOf, orderBodyOf } from './order-body.mjs';

const spec = JSON.parse(process.argv[2]);
let buyer = spec.firstBuyer ?? 0;
const latencies = [];
const cpuAtStart = process.cpuUsage();
const instance = autocannon(
  {
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
    method: spec.method,
    headers: { 'content-type': 'application/json' },
    requests:
      spec.orderFor === undefined
        ? undefined
        : [
            {
              method: 'POST',
              setupRequest: (request) => {
                const n = ++buyer;
                return {
                  ...request,
                  body: JSON.stringify(orderBodyOf(spec.orderFor, n)),
                  headers: { ...request.headers, 'x-forwarded-for': buyerAddressOf(n) },
                };
              },
            },
          ],
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(
      JSON.stringify({
        ok: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        duration: result.duration,
        p99: result.latency.p99,
        buyersUsed: buyer - (spec.firstBuyer ?? 0),
        latencies,
        cpuSeconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpuAtStart)),
      }) + '\n',
    );
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(Math.round(responseTime * 10) / 10));
