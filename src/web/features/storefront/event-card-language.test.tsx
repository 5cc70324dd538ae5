import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#web/lib/i18n.ts';
import { makeEvent } from '#web/test/make-event.ts';
import { EventCard } from './event-card.tsx';

describe('event card texts the owner typed', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('shows the owner’s Malayalam badge and button text to a Malayalam reader, the English otherwise', async () => {
    const event = makeEvent({
      badge: 'Few left',
      badgeMl: 'കുറച്ചേ ബാക്കിയുള്ളൂ',
      buttonText: 'Book Now',
      buttonTextMl: 'ബുക്ക് ചെയ്യൂ',
    });
    await act(() => changeLanguage('ml'));
    const { rerender } = render(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByText('കുറച്ചേ ബാക്കിയുള്ളൂ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ബുക്ക് ചെയ്യൂ' })).toBeTruthy();

    rerender(<EventCard event={{ ...event, badgeMl: '', buttonTextMl: '' }} bookable onBook={vi.fn()} />);
    expect(screen.getByText('Few left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    rerender(<EventCard event={event} bookable onBook={vi.fn()} />);
    expect(screen.getByText('Few left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();
  });
});
