/**
 * The prerendered storefront's only inline script (scripts/prerender.mjs writes it after the drawn
 * page). The page needs no script to be seen and carries the stylesheet rules it uses, so the rest of
 * the stylesheet and the scripts are asked for only once its text has been painted (the first
 * contentful paint; where the browser does not report it, the first frame): requested earlier, they
 * would share a phone's slow link with the page and its Malayalam font, and hold that paint back. The
 * scripts download beside the stylesheet and start once it has applied, so that nothing React draws is
 * ever shown unstyled. The stylesheet and the scripts (the entry first) are read from the tag's `data-`
 * attributes, so that the code, and the hash the Content-Security-Policy allows it by, is one constant.
 *
 * Until React takes the page over, a button tapped on it does nothing; the script keeps the last one
 * tapped (`window[EARLY_TAP]`), and the page taps it again once React runs (replayEarlyTap).
 */
/** Where the starter keeps the button tapped before React ran; `null` once React has taken the page over. */
export const EARLY_TAP = 'mandiEarlyTap';

export const START_AFTER_FIRST_PAINT =
  '(function(t){var w=window,d=document,P=w.PerformanceObserver,started=0;' +
  "d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');" +
  `if(b&&w.${EARLY_TAP}!==null)w.${EARLY_TAP}=b},true);` +
  'function go(){if(started)return;started=1;setTimeout(function(){' +
  "var h=d.head,s=t.getAttribute('data-scripts').split(' '),c=d.createElement('link');" +
  "s.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});" +
  "c.onload=c.onerror=function(){var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s[0];h.appendChild(m)};" +
  "c.rel='stylesheet';c.href=t.getAttribute('data-stylesheet');h.appendChild(c)})}" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}" +
  'else requestAnimationFrame(go)})(document.currentScript)';

/** The script as it goes into the page: `scripts[0]` is the entry. */
export function startAfterFirstPaintTag(stylesheet: string, scripts: string[]): string {
  return `<script data-stylesheet="${stylesheet}" data-scripts="${scripts.join(' ')}">${START_AFTER_FIRST_PAINT}</script>`;
}
