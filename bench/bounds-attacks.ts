// The attacks bench/bounds-full.ts keeps coming while it measures the storefront, in a process of its
// own at the lowest CPU priority (an attacker's load generator is not on the server's machine; here it
// takes only what the server leaves). Arguments: base URL, a staff session's Cookie header, the name the
// sign-in flood guesses for, and which attacks (sign-ins,deep,reads). Runs until SIGTERM, then prints
// what it sent as one JSON line.
import { randomBytes } from 'node:crypto';

const [base, staffCookie, targetName, which = 'sign-ins,deep,reads'] = process.argv.slice(2);
const attacks = new Set(which.split(','));
const FLOOD_ADDRESSES = 30;
let running = true;
const counts = { signIns: 0, deepBodies: 0, inventoryReads: 0 };

const drain = (response: Response) => response.arrayBuffer();
const ignore = () => undefined;

const floods = Array.from({ length: attacks.has('sign-ins') ? FLOOD_ADDRESSES : 0 }, async (_, n) => {
  while (running) {
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.70.${n + 1}.1` },
      body: JSON.stringify({ username: targetName, password: `wrong-guess-${randomBytes(4).toString('hex')}` }),
    }).then(drain, ignore);
    counts.signIns++;
  }
});

const deep = '['.repeat(1_000_000);
const bodies = (async () => {
  while (running && attacks.has('deep')) {
    await fetch(`${base}/api/inventory`, {
      method: 'POST',
      headers: { cookie: staffCookie!, 'content-type': 'application/json' },
      body: deep,
    }).then(drain, ignore);
    counts.deepBodies++;
  }
})();

const reads = (async () => {
  while (running && attacks.has('reads')) {
    await fetch(`${base}/api/inventory`, { headers: { cookie: staffCookie! } }).then(drain, ignore);
    counts.inventoryReads++;
  }
})();

process.on('SIGTERM', () => {
  running = false;
  void Promise.all([...floods, bodies, reads]).then(() => {
    console.log(JSON.stringify(counts));
    process.exit(0);
  });
});
console.log('attacking');
