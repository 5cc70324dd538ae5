import fs from 'node:fs';
import zlib from 'node:zlib';

/** Writes the .gz and .br copies of one served file, so the server never compresses per request. */
export function writeCompressed(full) {
  if (!fs.statSync(full).isFile()) return;
  const content = fs.readFileSync(full);
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${full}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
