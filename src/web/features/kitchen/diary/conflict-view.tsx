import { GitCompareArrows } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';

/** One field that differs: its name, the cook's value and the saved one, as shown. */
export interface ConflictRow {
  label: string;
  mine: string;
  theirs: string;
}

/** The fields whose shown values differ between the cook's version and the saved one. */
export function differingRows(
  fields: readonly { label: string; show: (version: 'mine' | 'theirs') => string }[],
): ConflictRow[] {
  return fields
    .map(({ label, show }) => ({ label, mine: show('mine'), theirs: show('theirs') }))
    .filter((row) => row.mine !== row.theirs);
}

/**
 * A change refused because someone saved the record first: the cook's version beside the saved one,
 * field by field, and the two ways on: keep mine (saved again, from the saved version) or take theirs.
 * Stacked on a phone, side by side from a small tablet up; every button touch-sized.
 */
export function ConflictView({
  message,
  rows,
  busy = false,
  onKeepMine,
  onTakeTheirs,
}: {
  /** The refusal, worded in the screen's language. */
  message: string;
  rows: ConflictRow[];
  busy?: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.diary.conflict' });
  const id = useId();
  const shown = (value: string) => (value.trim() === '' ? t('empty') : value);
  const column = (side: 'mine' | 'theirs') => (
    <div className="min-w-0 rounded-xl bg-white p-3 ring-1 ring-stone-300">
      <h5 className="text-base font-bold text-stone-900">{side === 'mine' ? t('yours') : t('theirs')}</h5>
      <dl className="mt-1 space-y-1">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm font-semibold text-stone-700">{row.label}</dt>
            <dd className="break-words text-base text-stone-900">{shown(row[side])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-heading`}
      className="mt-3 space-y-3 rounded-2xl bg-amber-50 p-3 ring-2 ring-amber-400"
    >
      <h4 id={`${id}-heading`} className="flex items-start gap-2 text-lg font-bold text-stone-900">
        <GitCompareArrows aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-800" />
        {t('heading')}
      </h4>
      <p className="text-base text-stone-800">{message}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {column('mine')}
        {column('theirs')}
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <button type="button" disabled={busy} onClick={onKeepMine} className={button.primary}>
          {t('keepMine')}
        </button>
        <button type="button" disabled={busy} onClick={onTakeTheirs} className={button.secondary}>
          {t('takeTheirs')}
        </button>
      </div>
    </section>
  );
}
