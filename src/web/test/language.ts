import { act } from '@testing-library/react';
import { changeLanguage, type Language } from '#web/lib/i18n.ts';

/**
 * Every test starts in English (setup.ts); this switches the language, before the render or
 * while a screen is shown, as the visitor's language switcher does.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await act(() => changeLanguage(language));
}
