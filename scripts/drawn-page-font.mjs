// The Malayalam a drawn page shows, as a font of its own: each weight of Noto Sans Malayalam cut down
// (hb-subset) to the characters in the page's drawing, under the family 'Noto Sans Malayalam Drawn',
// which the stylesheet names before 'Noto Sans Malayalam'. The page's text comes from these files
// (about 15 KB a weight for the Malayalam page, against 24 KB for the whole font); a character
// outside them, such as one in an event's title drawn later, falls to the whole font, which the
// browser then fetches. The glyphs are the same, so the join does not show.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

export const DRAWN_FAMILY = 'Noto Sans Malayalam Drawn';
const MALAYALAM = /[\u0D00-\u0D7F]/gu;
/** Zero-width joiner and non-joiner choose between a conjunct and its parts; keep them always. */
const JOINERS = '\u200C\u200D';

/** The Malayalam characters of a drawn page's markup, in code-point order. */
export function malayalamCharacters(html) {
  return [...new Set(html.match(MALAYALAM) ?? [])].sort();
}

/**
 * Writes the page's cut of each weight into `assets` and answers the @font-face rules and the
 * preload links for them; no Malayalam on the page answers none. `fonts` maps a weight to the
 * served path of that weight's whole font (/assets/…woff2).
 */
export async function drawnPageFont(html, { web, fonts }) {
  const characters = malayalamCharacters(html);
  if (characters.length === 0) return { faces: '', preloads: [] };
  const range = [...characters, ...JOINERS]
    .map((character) => `U+${character.codePointAt(0).toString(16).toUpperCase()}`)
    .join(',');
  const cuts = await Promise.all(
    Object.entries(fonts).map(async ([weight, whole]) => {
      const cut = await subsetFont(fs.readFileSync(path.join(web, whole)), characters.join('') + JOINERS, {
        targetFormat: 'woff2',
      });
      const hash = crypto.createHash('sha256').update(cut).digest('base64url').slice(0, 8);
      const served = `/assets/noto-sans-malayalam-drawn-${weight}-${hash}.woff2`;
      fs.writeFileSync(path.join(web, served), cut);
      return { weight, served };
    }),
  );
  return {
    faces: cuts
      .map(
        ({ weight, served }) =>
          `@font-face{font-family:'${DRAWN_FAMILY}';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${served}) format("woff2");unicode-range:${range}}`,
      )
      .join(''),
    preloads: cuts.map(({ served }) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${served}">`),
  };
}
