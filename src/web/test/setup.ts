import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, initI18n } from '#web/lib/i18n.ts';

// The texts load once per file; every test starts in English (language.ts switches).
beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
});
