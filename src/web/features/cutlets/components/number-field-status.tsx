import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { clockTime } from '../model/format.ts';

interface NumberFieldStatusProps {
  /** The check of the item that records this number: the number is locked. */
  lock: CutletCheck | undefined;
  saving: boolean;
  note?: ReactNode;
  /** Why what is typed is refused, or why the save failed. */
  problem: string | null;
  problemId: string;
}

/** What is said under one of the day's numbers: who locked it, that it is saving, its note, its problem. */
export function NumberFieldStatus({ lock, saving, note, problem, problemId }: NumberFieldStatusProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  return (
    <>
      {lock && (
        <p className="flex items-center gap-2 text-base font-semibold text-emerald-900">
          <Lock aria-hidden className="size-4 shrink-0" />
          {t('inventory.locked', { name: lock.worker || t('topBar.worker'), time: clockTime(lock.checkedAt) })}
        </p>
      )}
      {saving && (
        <p role="status" className="text-sm text-stone-600">
          {t('inventory.saving')}
        </p>
      )}
      {note}
      {problem && (
        <p id={problemId} role="alert" className="text-base font-semibold text-red-700">
          {problem}
        </p>
      )}
    </>
  );
}
