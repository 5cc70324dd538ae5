// Stands in for the map tile server and the Nominatim geocoder during the browser tests.
// Positions inside Kerala's bounds answer a Kottayam address; others answer a Tamil Nadu one.
import http from 'node:http';

const port = Number(process.env.STUB_PORT ?? 4318);
// A 1×1 beige PNG.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/health') return response.end('ok');
    if (url.pathname.startsWith('/tiles/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      return response.end(tile);
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lng = Number(url.searchParams.get('lon'));
      const inKerala = lat >= 8.2 && lat <= 12.8 && lng >= 74.8 && lng <= 77.2;
      const body = inKerala
        ? {
            display_name: 'Baker Junction, Kottayam, Kerala, 686001, India',
            address: { state: 'Kerala', postcode: '686001' },
          }
        : {
            display_name: 'Anna Salai, Chennai, Tamil Nadu, 600002, India',
            address: { state: 'Tamil Nadu', postcode: '600002' },
          };
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(body));
    }
    response.writeHead(404).end();
  })
  .listen(port, '127.0.0.1');
