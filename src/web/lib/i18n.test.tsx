import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, deviceLanguage, i18n, initI18n, useTranslation } from './i18n.ts';

let draws = 0;
function Brand() {
  const { t } = useTranslation();
  draws++;
  return <p>{t('common.loading')}</p>;
}

describe('changeLanguage', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n({ language: 'ml', remember: false });
    draws = 0;
  });

  it('remembers the language already shown without drawing anything again', async () => {
    render(<Brand />);
    expect(draws).toBe(1);
    await act(() => changeLanguage('ml'));
    expect(draws).toBe(1);
    expect(deviceLanguage()).toBe('ml');
    expect(document.cookie).toContain('mandi.language=ml');
  });

  it('draws the texts again when the language changes', async () => {
    const { container } = render(<Brand />);
    const malayalam = container.textContent;
    await act(() => changeLanguage('en'));
    expect(draws).toBe(2);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(container.textContent).not.toBe(malayalam);
  });
});
