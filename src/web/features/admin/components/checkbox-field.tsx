import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label and a line saying what it does; the whole row is the target. */
export function CheckboxField({ label, hint, checked, onChange, className = '' }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 ${className}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-amber-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium text-stone-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
