/**
 * The prerendered storefront's only inline script (scripts/prerender.mjs writes it after the drawn
 * page). The page needs no script to be seen and carries the stylesheet rules it uses, so the rest of
 * the stylesheet and the scripts are asked for only once it has been painted: requested from <head>,
 * they would share a phone's slow link with the page and hold its first paint back. The scripts
 * download beside the stylesheet and start once it has applied, so that nothing React draws is ever
 * shown unstyled. The stylesheet and the scripts (the entry first) are read from the tag's `data-`
 * attributes, so that the code, and the hash the Content-Security-Policy allows it by, is one constant.
 */
export const START_AFTER_FIRST_PAINT =
  '(function(t){requestAnimationFrame(function(){setTimeout(function(){' +
  "var d=document,h=d.head,s=t.getAttribute('data-scripts').split(' '),c=d.createElement('link');" +
  "s.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});" +
  "c.onload=c.onerror=function(){var m=d.createElement('script');m.type='module';m.crossOrigin='';m.src=s[0];h.appendChild(m)};" +
  "c.rel='stylesheet';c.href=t.getAttribute('data-stylesheet');h.appendChild(c)" +
  '})})})(document.currentScript)';

/** The script as it goes into the page: `scripts[0]` is the entry. */
export function startAfterFirstPaintTag(stylesheet: string, scripts: string[]): string {
  return `<script data-stylesheet="${stylesheet}" data-scripts="${scripts.join(' ')}">${START_AFTER_FIRST_PAINT}</script>`;
}
