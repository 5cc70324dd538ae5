import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When the request arrived (Date.now()). */
  at: number;
}

/** A real HTTP server on 127.0.0.1 standing in for a third-party API; records what it was asked. */
export async function startStubServer(
  handle: (request: StubRequest) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>,
) {
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const at = Date.now();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', async () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body, at };
      requests.push(request);
      const answer = await handle(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
