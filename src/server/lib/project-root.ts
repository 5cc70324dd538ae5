import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Both src/server/**.ts (tsx) and dist/server/*.js (bundled) sit below the project root. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'src' && path.basename(dir) !== 'dist' && dir !== path.dirname(dir)) {
    dir = path.dirname(dir);
  }
  return path.dirname(dir);
}
