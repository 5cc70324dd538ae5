import { beforeAll, vi } from 'vitest';

// The API test files share their worker's modules and globals (vitest.config.ts): each file starts from
// real timers and unspied functions, whatever the file before it left.
beforeAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
