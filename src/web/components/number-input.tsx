import { Minus, Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { readTypedNumber, stepNumber, type NumberRule } from '#shared/domain/typed-number.ts';
import { loadTexts, useTranslation } from '#web/lib/i18n.ts';
import { button } from './buttons.ts';

void loadTexts('validation');

/** One stepper button: what it is called (e.g. 'Less: 5 kg'), whether it can be pressed, what it does. */
export interface StepControl {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

/** Minus, the field, plus: thumb-sized steppers either side of a number field, inside the caller's row. */
export function Stepped({ less, more, children }: { less: StepControl; more: StepControl; children: ReactNode }) {
  const stepper = ({ label, disabled, onClick }: StepControl, icon: ReactNode) => (
    <button type="button" className={button.secondary} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
  return (
    <>
      {stepper(less, <Minus aria-hidden className="size-6" />)}
      {children}
      {stepper(more, <Plus aria-hidden className="size-6" />)}
    </>
  );
}

/**
 * A number a person types or steps, for values that take effect as they change (servings, a count):
 * what is typed stays as typed until it is a number the rule takes; until then the value is unchanged
 * and the field says why beside it. The steppers are thumb-sized and stay inside the rule's bounds.
 */
export function NumberInput({
  label,
  value,
  onChange,
  onRefused,
  rule,
  step,
  unit,
  lessLabel,
  moreLabel,
  describedBy,
  className = '',
  inputClassName = 'w-28 text-2xl',
}: {
  /** Names the field (shown above it unless `hideLabel`). */
  label: string;
  value: number;
  onChange: (next: number) => void;
  /**
   * Told whether the field is showing a refusal: what depends on the value (amounts for the servings)
   * hides while it does, so no number stands under a value that was not taken.
   */
  onRefused?: (refused: boolean) => void;
  rule: NumberRule;
  /** What one tap of a stepper adds or takes away; no steppers when absent. */
  step?: number;
  unit?: string;
  lessLabel?: string;
  moreLabel?: string;
  /** Ids of notes that describe the field (e.g. a caption under it). */
  describedBy?: string;
  className?: string;
  inputClassName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  /** Text being typed that is not (yet) a number the rule takes; null while the field shows `value`. */
  const [draft, setDraft] = useState<{ text: string; problem: string } | null>(null);

  const type = (text: string) => {
    const read = readTypedNumber(text, rule);
    onRefused?.(!read.ok);
    if (read.ok) {
      setDraft(null);
      if (read.value !== value) onChange(read.value);
      // Typed '3.' or '03': keep showing what the person typed while it means the same number.
      if (text.trim() !== String(read.value)) setDraft({ text, problem: '' });
    } else {
      setDraft({ text, problem: t(read.key, read.params) });
    }
  };
  const stepBy = (direction: 1 | -1) => {
    setDraft(null);
    onRefused?.(false);
    onChange(stepNumber(value, step!, direction, rule));
  };
  const problem = draft?.problem || null;
  const described = [describedBy, problem ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  const field = (
    <input
      id={id}
      type="text"
      inputMode={rule.decimals === 0 && rule.min >= 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={draft?.text ?? String(value)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={described}
      onChange={(event) => type(event.target.value)}
      onBlur={() => {
        if (!problem) setDraft(null);
      }}
      className={`min-h-12 min-w-0 rounded-xl bg-white px-3 text-center font-bold text-stone-900 tabular-nums ring-1 focus-visible:outline-none focus-visible:ring-4 ${
        problem ? 'ring-red-500 focus-visible:ring-red-200' : 'ring-stone-300 focus-visible:ring-amber-300'
      } ${inputClassName}`}
    />
  );

  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-lg font-semibold text-stone-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        {step === undefined ? (
          field
        ) : (
          <Stepped
            less={{ label: lessLabel ?? t('common.less'), disabled: value <= rule.min, onClick: () => stepBy(-1) }}
            more={{ label: moreLabel ?? t('common.more'), disabled: value >= rule.max, onClick: () => stepBy(1) }}
          >
            {field}
          </Stepped>
        )}
        {unit && <span className="shrink-0 text-lg font-semibold text-stone-700">{unit}</span>}
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-base font-semibold text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
