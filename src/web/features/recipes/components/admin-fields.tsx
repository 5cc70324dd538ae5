import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';

/** A labelled, touch-sized input for the admin's recipe forms. */
export function Field({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-base font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 min-h-12 w-full min-w-0 rounded-xl border border-stone-300 px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const selectClass =
  'mt-1 min-h-12 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-4 focus:ring-amber-200';

/** A labelled, touch-sized choice with a note under it. */
export function SelectField({
  label,
  hint,
  children,
  ...select
}: { label: string; hint?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-base font-semibold text-stone-800">
        {label}
      </label>
      <select id={id} className={selectClass} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The row under every recipe form: submit (its busy label while saving), Cancel, and any extra button. */
export function FormActions({
  busy,
  label,
  busyLabel,
  onCancel,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={button.secondary} onClick={onCancel}>
        {t('cancel')}
      </button>
      {children}
    </div>
  );
}
