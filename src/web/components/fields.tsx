import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FIELD_SCALE, FORM_LABEL, type FieldScale } from './field-scale.ts';
import { Stepped } from './number-input.tsx';

/**
 * The one field kit: every form's fields (text, long text, a number typed as text, a choice, a
 * checkbox) with the label above, the hint and the error below and announced with the control, and
 * controls 48 px tall for phones and the kitchen's tablets.
 */

export interface FieldProps {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | null;
  /** A note under the field (what it is for), announced with it. */
  hint?: string | null;
  className?: string;
}

/** The label above, the error below, and the control's wiring to both: the one way forms show a field. */
function Field({
  label,
  error,
  hint,
  className = '',
  labelClass = FORM_LABEL,
  control,
}: FieldProps & {
  labelClass?: string;
  control: (wiring: { id: string; invalidClass: string; errorProps: object }) => ReactNode;
}) {
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
      <label className={labelClass} htmlFor={id}>
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

/** The look of a choice (`<select>`) outside a field, e.g. inside a table's row. */
export const selectClass =
  'mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200';

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    /** The choices (a disabled one is listed but cannot be picked); or give `<option>`s as children. */
    options?: readonly { value: string; label: string; disabled?: boolean }[];
    /** `form` unless given. */
    scale?: FieldScale;
  };

/** A labelled choice from a short list. */
export function SelectField({ scale = 'form', ...props }: SelectFieldProps) {
  const { label, error, hint, className, options, children, ...select } = props;
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      labelClass={FIELD_SCALE[scale].label}
      control={({ id, invalidClass, errorProps }) => (
        <select
          id={id}
          {...errorProps}
          className={`mt-1 block w-full min-w-0 rounded-lg border bg-white px-3 py-2 focus:outline-none focus:ring-2 disabled:bg-stone-100 ${FIELD_SCALE[scale].control} ${invalidClass}`}
          {...select}
        >
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    />
  );
}

type NumberFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    onStep?: (direction: 1 | -1) => void;
    lessLabel?: string;
    moreLabel?: string;
  };

/**
 * A number typed as text (digits and one point, read by the form's rule, never by the browser's own
 * number box, which takes '1e3'), with thumb-sized steppers either side when `onStep` is given.
 */
export function NumberField({ onStep, lessLabel, moreLabel, ...props }: NumberFieldProps) {
  const { label, error, hint, className, ...input } = props;
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={({ id, invalidClass, errorProps }) => {
        const field = (
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            id={id}
            {...errorProps}
            className={`mt-1 block min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-base focus:outline-none focus:ring-2 ${invalidClass}`}
            {...input}
          />
        );
        if (!onStep) return field;
        return (
          <span className="mt-1 flex items-center gap-2 [&>input]:mt-0">
            <Stepped
              less={{ label: lessLabel ?? '', onClick: () => onStep(-1) }}
              more={{ label: moreLabel ?? '', onClick: () => onStep(1) }}
            >
              {field}
            </Stepped>
          </span>
        );
      }}
    />
  );
}

interface CheckboxFieldProps {
  label: string;
  /** What ticking it does, under the label and announced with it. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label (and a line saying what it does); the whole row is the target, 48 px tall. */
export function CheckboxField({ label, hint, checked, onChange, className = '' }: CheckboxFieldProps) {
  const id = useId();
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 ${className}`}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-amber-700"
      />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block font-medium text-stone-900">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="block text-sm text-stone-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
