import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { coreEn } from '#shared/content/locales/core.en.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { switchLanguage } from '#web/test/language.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function ask(more: { cancelLabel?: string } = {}) {
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Delete this?"
      body="It cannot be undone."
      confirmLabel="Delete"
      onConfirm={vi.fn()}
      onCancel={onCancel}
      {...more}
    />,
  );
  return onCancel;
}

describe('the one confirm dialog', () => {
  it('offers Cancel in the screen’s language when the caller names no words for it, focused as the safe choice', async () => {
    const onCancel = ask();
    const cancel = screen.getByRole('button', { name: coreEn.common.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();

    await switchLanguage('ml');
    expect(screen.getByRole('button', { name: ml.common.cancel })).toBeTruthy();
  });

  it('keeps the caller’s own words for Cancel', () => {
    ask({ cancelLabel: 'Keep the booking' });
    expect(screen.getByRole('button', { name: 'Keep the booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: coreEn.common.cancel })).toBeNull();
  });
});
