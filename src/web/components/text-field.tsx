import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | null;
  /** A note under the field, announced with it. */
  hint?: string;
  className?: string;
}

/** The label above, the error below, and the control's wiring to both: the one way forms show a field. */
function Field({
  label,
  error,
  hint,
  className = '',
  control,
}: FieldProps & { control: (wiring: { id: string; invalidClass: string; errorProps: object }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalidClass = error
    ? 'border-red-500 focus:ring-red-200'
    : 'border-stone-300 focus:border-amber-600 focus:ring-amber-200';
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const errorProps = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={className}>
      <label className="block text-sm font-medium text-stone-800" htmlFor={id}>
        {label}
      </label>
      {control({ id, invalidClass, errorProps })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-amber-800">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled one-line input with its error beside it. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={({ id, invalidClass, errorProps }) => (
        <input
          id={id}
          {...errorProps}
          className={`mt-1 min-h-12 w-full rounded-lg border px-3 py-2 text-base focus:outline-none focus:ring-2 ${invalidClass}`}
          {...input}
        />
      )}
    />
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** The same, for text longer than a line. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={({ id, invalidClass, errorProps }) => (
        <textarea
          id={id}
          {...errorProps}
          className={`mt-1 block w-full rounded-lg border px-3 py-2 text-base focus:outline-none focus:ring-2 ${invalidClass}`}
          {...textarea}
        />
      )}
    />
  );
}
