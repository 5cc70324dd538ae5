import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-sans-malayalam';
export const REPORT_FONT_FAMILY = 'Noto Sans Malayalam';

/** The faces the PDF embeds: the Malayalam and the Latin subsets, regular and bold. */
const SUBSETS = ['malayalam', 'latin'] as const;
const WEIGHTS = [400, 700] as const;

let fontCss: string | undefined;

/**
 * @font-face rules for Noto Sans Malayalam, each subset's woff2 inlined as a data: URL with the
 * package's own unicode ranges: the page Chromium prints loads nothing from anywhere. Read once.
 */
export function reportFontCss(): string {
  if (fontCss !== undefined) return fontCss;
  const ranges = JSON.parse(fs.readFileSync(require.resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<
    string,
    string
  >;
  fontCss = SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => {
      const file = require.resolve(`${PACKAGE}/files/noto-sans-malayalam-${subset}-${weight}-normal.woff2`);
      const data = fs.readFileSync(file).toString('base64');
      return `@font-face {
  font-family: '${REPORT_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${weight};
  font-display: block;
  src: url(data:font/woff2;base64,${data}) format('woff2');
  unicode-range: ${ranges[subset]};
}`;
    }),
  ).join('\n');
  return fontCss;
}
