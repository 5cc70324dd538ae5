import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '#web/components/fields.tsx';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { ApiError } from './api-client.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from './schema-form.ts';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  count: z.number().int().min(1),
});

function NameForm({ onValid, refusal }: { onValid: (values: z.output<typeof schema>) => void; refusal?: unknown }) {
  const form = useSchemaForm(schema, { name: '', count: 1 });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (refusal) placeRefusal(form, refusal);
    else onValid(values);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Name" error={problem(errors.name)} {...form.register('name')} />
      <TextField label="Count" error={problem(errors.count)} {...form.register('count', { valueAsNumber: true })} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the one form pattern', () => {
  it('checks with the schema: each problem beside its field in words, the first focused, nothing sent', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    type('Count', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Name'))).toBe('This field is required'));
    expect(errorOf(field('Count'))).toBe('Enter a whole number');
    expect(document.activeElement).toBe(field('Name'));

    type('Name', 'Biriyani');
    await waitFor(() => expect(errorOf(field('Name'))).toBe('5 characters at most'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands over the schema’s output once the values pass', async () => {
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} />);
    type('Name', '  Rice ');
    type('Count', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Rice', count: 3 }));
  });

  it('words the problems in Malayalam, with the bound filled in', async () => {
    await switchLanguage('ml');
    render(<NameForm onValid={vi.fn()} />);
    type('Name', 'Biriyani');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Name'))).toBe('പരമാവധി 5 അക്ഷരങ്ങൾ'));
  });

  it('puts a server refusal that names a field beside it, with its values', async () => {
    const refusal = new ApiError(400, 'Too long', 'kitchenRules.limits.people', { min: 1, max: '100,000' }, 'count');
    render(<NameForm onValid={vi.fn()} refusal={refusal} />);
    type('Name', 'Rice');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(field('Count'))).toContain('100,000'));
    expect(document.activeElement).toBe(field('Count'));
  });
});
