// Calls through Caddy as phones and kitchen tablets make them: HTTPS, each caller from its own
// loopback address (so that Caddy's X-Forwarded-For tells them apart), retrying what a lost
// instance left unanswered.
import https from 'node:https';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of several shapes; the drill reads the fields it knows
  body: Record<string, any>;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** The caller's loopback address, e.g. 127.0.3.7. */
  from?: string;
  /** Gives up on an answer after this long: the call is then HUNG. */
  timeoutMs?: number;
}

/** What an instance stopping under a call looks like to the caller: no answer, or the proxy's 502/503/504. */
export const LOST = 0;
/** No answer within the call's `timeoutMs`. */
export const HUNG = -1;
const lostAnswer = (status: number) => status === LOST || status === 502 || status === 503 || status === 504;

export function createClient(origin: URL, ca: Buffer) {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 2000, servername: origin.hostname });

  function call(path: string, options: CallOptions = {}): Promise<Answer> {
    return new Promise((resolve) => {
      const request = https.request(
        {
          agent,
          // Connect to IPv4 loopback whatever `localhost` resolves to: the caller's address is IPv4.
          host: '127.0.0.1',
          port: origin.port,
          servername: origin.hostname,
          localAddress: options.from,
          method: options.method ?? 'GET',
          path,
          headers: {
            host: origin.host,
            'content-type': 'application/json',
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...options.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Answer['body'];
            try {
              body = text ? JSON.parse(text) : {};
            } catch {
              body = { text };
            }
            resolve({ status: response.statusCode ?? LOST, body, headers: response.headers });
          });
          response.on('error', () => resolve({ status: LOST, body: {}, headers: {} }));
        },
      );
      request.on('error', () => resolve({ status: LOST, body: {}, headers: {} }));
      if (options.timeoutMs) {
        request.setTimeout(options.timeoutMs, () => {
          resolve({ status: HUNG, body: {}, headers: {} });
          request.destroy();
        });
      }
      request.end(options.body === undefined ? undefined : JSON.stringify(options.body));
    });
  }

  let retries = 0;
  /** Calls until an answer that is not a lost one (at most `attempts` times); counts the retries. */
  async function callUntilAnswered(path: string, options: CallOptions = {}, attempts = 60): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await call(path, options);
      if (!lostAnswer(answer.status) || attempt >= attempts) return answer;
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return { agent, call, callUntilAnswered, retries: () => retries };
}

export type Client = ReturnType<typeof createClient>;

/**
 * A kitchen screen's live stream, as the browser's EventSource keeps it: when the connection drops it
 * comes back (through the proxy, to whichever instance) with the last id it saw.
 */
export function openScreen(origin: URL, ca: Buffer, path: string, cookie: string) {
  const seen: string[] = [];
  let resets = 0;
  let reconnects = 0;
  let lastId = '';
  let closed = false;
  let current: ReturnType<typeof https.request> | undefined;

  const connect = () => {
    if (closed) return;
    let buffer = '';
    let ended = false;
    const again = () => {
      if (closed || ended) return;
      ended = true;
      reconnects += 1;
      setTimeout(connect, 100);
    };
    current = https.request(
      {
        host: '127.0.0.1',
        port: origin.port,
        servername: origin.hostname,
        ca,
        path,
        headers: {
          host: origin.host,
          cookie,
          accept: 'text/event-stream',
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.on('end', again);
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (.+)$/m.exec(message)?.[1];
            if (/^event: reset$/m.test(message)) resets += 1;
            if (id) {
              lastId = id;
              seen.push(id);
            }
          }
        });
        response.on('end', again);
        response.on('error', () => {});
      },
    );
    current.on('error', again);
    current.end();
  };
  connect();

  return {
    seen: () => seen,
    resets: () => resets,
    reconnects: () => reconnects,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
