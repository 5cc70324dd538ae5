import { KITCHEN_LIMITS } from '#shared/domain/kitchen/limits.ts';
import { button } from './buttons.ts';
import { TextField } from './fields.tsx';

interface ReasonFieldProps {
  label: string;
  /** The usual reasons, worded: one tap fills the field. */
  choices: readonly string[];
  value: string;
  onChange: (reason: string) => void;
  /** The field's problem, worded (a reason of 3 to 200 characters is required). */
  error?: string | null;
}

/**
 * Why an undo or a correction is made: one tap on a usual reason (48 px, nothing to type with wet
 * hands), or typed. Every undo of a kitchen record asks through this.
 */
export function ReasonField({ label, choices, value, onChange, error }: ReasonFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-stone-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={value === choice}
            onClick={() => onChange(choice)}
            className={value === choice ? button.dark : button.secondary}
          >
            {choice}
          </button>
        ))}
      </div>
      <TextField
        label={label}
        value={value}
        maxLength={KITCHEN_LIMITS.reasonLength.max}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    </fieldset>
  );
}
