import { fireEvent, screen } from '@testing-library/react';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The error announced with a field (the last of its aria-describedby), so it is next to the field, not only somewhere on the page. */
export function errorOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ').pop()!)?.textContent ?? null) : null;
}
