import { GitCompareArrows } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from './buttons.ts';

/** One part that differs: its name, and the cook's and the saved version of it, as shown (lines or one text). */
export interface ConflictRow {
  /** Names the row's values for tests and keys (`mine-<id>`, `saved-<id>`); the label when absent. */
  id?: string;
  label: string;
  mine: string | readonly string[];
  saved: string | readonly string[];
}

const linesOf = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : value);
const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** The rows whose shown values differ between the cook's version and the saved one. */
export function differingRows(rows: readonly ConflictRow[]): ConflictRow[] {
  return rows.filter((row) => !sameLines(linesOf(row.mine), linesOf(row.saved)));
}

interface ConflictViewProps {
  rows: readonly ConflictRow[];
  busy?: boolean;
  /** Said under the heading (e.g. the refusal as worded for this screen). */
  message?: string;
  onKeepMine: () => void;
  onTakeSaved: () => void;
  /** Below the two versions, above the buttons (a failure of the last try, say). */
  children?: ReactNode;
}

/**
 * An edit refused because someone saved the record first (409 `kitchenRules.records.stale`): the cook's
 * version beside the saved one, part by part where they differ, and the two ways on — keep mine (sent
 * again as an edit of the saved version) or take the saved one. Stacked on a phone, side by side from a
 * small tablet up; touch-sized buttons; the one conflict view of every kitchen screen.
 */
export function ConflictView({ rows, busy = false, message, onKeepMine, onTakeSaved, children }: ConflictViewProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchenRules.records.conflict' });
  const id = useId();
  const shown = (line: string) => (line.trim() === '' ? t('empty') : line);
  const column = (side: 'mine' | 'saved') => (
    <div className="min-w-0 rounded-xl bg-white p-3 ring-1 ring-stone-300">
      <h5 className="text-base font-bold text-stone-900">{side === 'mine' ? t('yours') : t('saved')}</h5>
      <dl className="mt-1 space-y-2" data-testid={`conflict-${side}`}>
        {rows.map((row) => {
          const lines = linesOf(row[side]);
          return (
            <div key={row.id ?? row.label} className="min-w-0">
              <dt className="text-sm font-semibold text-stone-700">{row.label}</dt>
              {(lines.length === 0 ? [''] : lines).map((line, index) => (
                <dd
                  key={index}
                  data-testid={index === 0 ? `${side}-${row.id ?? row.label}` : undefined}
                  className="break-words text-lg font-semibold text-stone-900"
                >
                  {shown(line)}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </div>
  );
  return (
    <section
      role="alert"
      data-testid="conflict"
      aria-labelledby={`${id}-heading`}
      className="mt-3 flex w-full flex-col gap-3 rounded-2xl bg-amber-50 p-3 ring-2 ring-amber-400"
    >
      <h4 id={`${id}-heading`} className="flex items-start gap-2 text-lg font-bold text-stone-900">
        <GitCompareArrows aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-800" />
        {t('heading')}
      </h4>
      {message && <p className="text-base text-stone-800">{message}</p>}
      {rows.length === 0 ? (
        <p className="text-base text-stone-800">{t('same')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {column('mine')}
          {column('saved')}
        </div>
      )}
      {children}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <button type="button" disabled={busy} onClick={onKeepMine} className={button.primary}>
          {t('keepMine')}
        </button>
        <button type="button" disabled={busy} onClick={onTakeSaved} className={button.secondary}>
          {t('takeSaved')}
        </button>
      </div>
    </section>
  );
}
