import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, initI18n, loadTexts } from '#web/lib/i18n.ts';

// findBy… and waitFor wait for a settled screen; 1 s (the default) is too short on a machine running a
// second suite beside this one, and waiting longer costs nothing when the screen settles sooner.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling: screens that bring a field into view do nothing here.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// The texts load once per file, every area's (the router loads them with the area's screens); every
// test starts in English (language.ts switches).
beforeAll(async () => {
  await initI18n();
  await Promise.all([
    loadTexts('admin'),
    loadTexts('kitchen'),
    loadTexts('booking'),
    loadTexts('auth'),
    loadTexts('validation'),
  ]);
});
beforeEach(async () => {
  await changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
