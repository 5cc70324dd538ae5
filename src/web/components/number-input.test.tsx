import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { validationMl } from '#shared/content/locales/validation.ml.ts';
import { switchLanguage } from '#web/test/language.ts';
import { NumberInput } from './number-input.tsx';

function Servings({ start = 20 }: { start?: number }) {
  const [servings, setServings] = useState(start);
  return (
    <>
      <NumberInput
        label="Servings"
        value={servings}
        onChange={setServings}
        rule={{ min: 1, max: 2000, decimals: 0 }}
        step={5}
      />
      <output data-testid="value">{servings}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Servings') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('a number field', () => {
  it('takes a typed number at once', () => {
    render(<Servings />);
    fireEvent.change(field(), { target: { value: '137' } });
    expect(value()).toBe('137');
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['-5', validationEn.number.notAWholeNumber],
    ['2.5', validationEn.number.wholeOnly],
    ['1e3', validationEn.number.notAWholeNumber],
    ['12345678901234567890', '2000 at most'],
    ['', validationEn.number.empty],
  ])('keeps "%s" as typed, says why beside it and leaves the value as it was', async (typed, problem) => {
    render(<Servings />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(field().value).toBe(typed);
    expect(value()).toBe('20');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(problem));
  });

  it('steps inside its bounds and clears a refused draft', () => {
    render(<Servings start={3} />);
    fireEvent.change(field(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    expect(value()).toBe('1');
    expect(field().value).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Less' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(value()).toBe('6');
  });

  it('words its refusal in Malayalam on a Malayalam screen', async () => {
    render(<Servings />);
    await switchLanguage('ml');
    fireEvent.change(field(), { target: { value: '2.5' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(validationMl.number.wholeOnly));
  });
});
