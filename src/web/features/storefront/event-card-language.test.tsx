import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventCard } from './event-card.tsx';

describe('event card texts the owner typed', () => {
  it('shows the owner’s Malayalam badge and button text to a Malayalam reader, the English otherwise', async () => {
    const event = makeEvent({
      badge: 'Few left',
      badgeMl: 'കുറച്ചേ ബാക്കിയുള്ളൂ',
      buttonText: 'Book Now',
      buttonTextMl: 'ബുക്ക് ചെയ്യൂ',
    });
    await switchLanguage('ml');
    const { rerender } = renderWithProviders(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByText('കുറച്ചേ ബാക്കിയുള്ളൂ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ബുക്ക് ചെയ്യൂ' })).toBeTruthy();

    rerender(<EventCard event={{ ...event, badgeMl: '', buttonTextMl: '' }} bookable onBook={vi.fn()} />);
    expect(screen.getByText('Few left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();

    await switchLanguage('en');
    rerender(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByText('Few left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });

  it('shows the owner’s Malayalam title and description to a Malayalam reader, the English where left empty', async () => {
    const event = makeEvent({
      title: 'Onam Mandi',
      titleMl: 'ഓണം മന്തി',
      description: 'A feast for Onam.',
      descriptionMl: '',
    });
    await switchLanguage('ml');
    const { rerender } = renderWithProviders(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('ഓണം മന്തി');
    expect(screen.getByText('A feast for Onam.')).toBeTruthy();
    await switchLanguage('en');
    rerender(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Onam Mandi');
  });
});
