/** Writes the .gz and .br copies of one served file, so the server never compresses per request. */
export function writeCompressed(full: string): void;
