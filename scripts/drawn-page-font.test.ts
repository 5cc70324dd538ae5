import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAWN_FAMILY, drawnPageFont, malayalamCharacters } from './drawn-page-font.mjs';

const FONTSOURCE = path.resolve(import.meta.dirname, '../node_modules/@fontsource/noto-sans-malayalam/files');
const whole = (weight: number) => `noto-sans-malayalam-malayalam-${weight}-normal.woff2`;

describe('the drawn page’s cut of Noto Sans Malayalam', () => {
  let web: string;
  const WEIGHTS = [400, 700] as const;
  const fonts = { 400: `/assets/${whole(400)}`, 700: `/assets/${whole(700)}` };
  beforeEach(() => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-font-'));
    fs.mkdirSync(path.join(web, 'assets'));
    for (const weight of WEIGHTS) fs.copyFileSync(path.join(FONTSOURCE, whole(weight)), path.join(web, fonts[weight]));
  });
  afterEach(() => fs.rmSync(web, { recursive: true, force: true }));

  it('takes each Malayalam character once, in code-point order, from text and attributes alike', () => {
    expect(malayalamCharacters('<p title="ലയം">മല English മല</p>')).toEqual(['ം', 'മ', 'യ', 'ല']);
    expect(malayalamCharacters('<p>English only, ₹ 1,000</p>')).toEqual([]);
  });

  it('cuts each weight to the page’s characters and the joiners, and names exactly those', async () => {
    const font = await drawnPageFont('<h1>മലയാളം</h1><p>ഇപ്പോൾ</p>', { web, fonts });

    const faces = [...font.faces.matchAll(/@font-face\{([^}]+)\}/g)].map(([, rule]) => rule);
    expect(faces).toHaveLength(2);
    for (const [index, weight] of WEIGHTS.entries()) {
      const face = faces[index] ?? '';
      expect(face).toContain(`font-family:'${DRAWN_FAMILY}'`);
      expect(face).toContain(`font-weight:${weight}`);
      expect(face).toContain('font-display:swap');
      const range = /unicode-range:([^;]+)$/.exec(face)?.[1]?.split(',');
      const expected = [...'ഇപമയലളാോ്ംൾ', '\u200C', '\u200D'].map(
        (character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`,
      );
      expect(range?.sort()).toEqual(expected.sort());

      const served = /src:url\((\/assets\/[^)]+)\)/.exec(face)?.[1] ?? '';
      expect(served).toMatch(new RegExp(`^/assets/noto-sans-malayalam-drawn-${weight}-[\\w-]{8}\\.woff2$`));
      expect(font.preloads[index]).toBe(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${served}">`,
      );
      const cut = fs.readFileSync(path.join(web, served));
      expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(cut.length).toBeLessThan(fs.statSync(path.join(web, fonts[weight])).size / 4);
    }
  });

  it('gives a page with no Malayalam no font and writes nothing', async () => {
    expect(await drawnPageFont('<h1>We do one thing</h1>', { web, fonts })).toEqual({ faces: '', preloads: [] });
    expect(fs.readdirSync(path.join(web, 'assets')).sort()).toEqual([whole(400), whole(700)]);
  });
});
