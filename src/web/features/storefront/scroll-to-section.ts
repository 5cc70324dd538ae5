import type { MouseEvent } from 'react';

/** The fixed header's height: a section scrolls so that it starts just below the header. */
export const HEADER_OFFSET_PX = 72;

export type SectionId = 'home' | 'events' | 'contact';

export function scrollToSection(id: SectionId): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  // Keep the router's own history state; only the address's fragment changes.
  history.replaceState(history.state, '', `#${id}`);
}

/** For `<a href="#id">`: scrolls in the page instead of jumping, and keeps the link working without script. */
export function onSectionLinkClick(event: MouseEvent<HTMLAnchorElement>, id: SectionId): void {
  if (!document.getElementById(id)) return;
  event.preventDefault();
  scrollToSection(id);
}
