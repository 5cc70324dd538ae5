import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: { value: string; label: string }[];
  className?: string;
}

/** TextField's look, for a choice from a short list. */
export function SelectField({ label, options, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="block text-sm font-medium text-stone-800" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
