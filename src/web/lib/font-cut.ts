/**
 * A drawn storefront page (scripts/prerender.mjs) draws its Malayalam with Noto Sans Malayalam cut
 * down to the characters of its drawing, named only while <html> carries data-font-cut
 * (app/styles.css). The browser picks a font character by character, so text the drawing does not
 * have (an event's title, the English page switched to Malayalam) would mix the cut with the whole
 * font and break its conjuncts. So the whole font takes over: on the Malayalam page once React has it
 * and each weight the cut drew with is loaded (nothing flashes); on the English page, whose cut holds
 * only the switch's "മലയാളം", when the page turns to Malayalam.
 */
const CUT = 'data-font-cut';
const CUT_FAMILY = 'Noto Sans Malayalam Drawn';
const WHOLE_FAMILY = 'Noto Sans Malayalam';

export function handOverToWholeFont(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(CUT)) return Promise.resolve();
  const release = () => root.removeAttribute(CUT);
  if (root.lang !== 'ml') {
    return new Promise((resolve) => {
      const turned = new MutationObserver(() => {
        if (root.lang !== 'ml') return;
        turned.disconnect();
        release();
        resolve();
      });
      turned.observe(root, { attributes: true, attributeFilter: ['lang'] });
    });
  }
  return document.fonts.ready
    .then(() => {
      const weights = new Set(
        [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === CUT_FAMILY && face.status === 'loaded')
          .map((face) => face.weight),
      );
      return Promise.all([...weights].map((weight) => document.fonts.load(`${weight} 1em "${WHOLE_FAMILY}"`, 'മ')));
    })
    .then(release, release);
}
