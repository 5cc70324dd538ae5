import { Stepped } from '#web/components/number-input.tsx';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/**
 * The inventory forms' fields: the label above, the error (or a note) below and announced with the
 * field, and controls 48 px tall for the kitchen's tablets.
 */

interface FieldProps {
  label: string;
  error?: string | null;
  /** A note under the field (what it is for), announced with it. */
  note?: string | null;
  className?: string;
}

const control =
  'mt-1 block min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-stone-900 focus:outline-none focus:ring-2';

function wiring(id: string, error?: string | null, note?: string | null) {
  const describedBy = [note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-amber-600 focus:ring-amber-200'}`,
  };
}

function Frame({ id, label, error, note, className = '', children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-base font-medium text-stone-800">
        {label}
      </label>
      {children}
      {note && (
        <p id={`${id}-note`} className="mt-1 text-sm text-stone-700">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function InputField({
  label,
  error,
  note,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} note={note} className={className}>
      <input {...wiring(id, error, note)} {...input} />
    </Frame>
  );
}

/**
 * A number typed as text (digits and one point, read by the form's rule, never by the browser's own
 * number box, which takes '1e3'), with thumb-sized steppers either side when `onStep` is given.
 */
export function NumberField({
  label,
  error,
  note,
  className,
  onStep,
  lessLabel,
  moreLabel,
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    onStep?: (direction: 1 | -1) => void;
    lessLabel?: string;
    moreLabel?: string;
  }) {
  const id = useId();
  const field = <input type="text" inputMode="decimal" autoComplete="off" {...wiring(id, error, note)} {...input} />;
  return (
    <Frame id={id} label={label} error={error} note={note} className={className}>
      {onStep ? (
        <span className="mt-1 flex items-center gap-2 [&>input]:mt-0">
          <Stepped
            less={{ label: lessLabel ?? '', onClick: () => onStep(-1) }}
            more={{ label: moreLabel ?? '', onClick: () => onStep(1) }}
          >
            {field}
          </Stepped>
        </span>
      ) : (
        field
      )}
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  note,
  className,
  options,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: readonly { value: string; label: string }[];
  }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} note={note} className={className}>
      <select {...wiring(id, error, note)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox whose whole line (48 px tall) is its label. */
export function CheckboxField({
  label,
  checked,
  onChange,
  className = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label
      className={`inline-flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-2 text-base font-medium text-stone-800 ${className}`}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-amber-700"
      />
      {label}
    </label>
  );
}
