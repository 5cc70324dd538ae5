import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (step: 1 | -1) => void;
}

/**
 * − count +. A button that may not be used is aria-disabled rather than disabled, so keyboard focus
 * stays on it when the limit is reached.
 */
export function QuantityStepper({ name, quantity, canDecrease, canIncrease, onStep }: QuantityStepperProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const button =
    'grid size-11 place-items-center rounded-full border text-stone-800 transition aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
  return (
    <div className="flex shrink-0 items-center gap-2">
      <button
        type="button"
        aria-label={t('decrease', { name })}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && onStep(-1)}
        className={`${button} border-stone-300 bg-white hover:bg-stone-100 aria-disabled:hover:bg-white`}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={t('quantityOf', { name })}
        className="w-7 text-center text-lg font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label={t('increase', { name })}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onStep(1)}
        className={`${button} border-amber-700 bg-amber-700 text-white hover:bg-amber-800 aria-disabled:hover:bg-amber-700`}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
