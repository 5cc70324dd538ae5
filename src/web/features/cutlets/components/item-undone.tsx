import { Undo2 } from 'lucide-react';
import type { CutletItem } from '#shared/content/cutlets/index.ts';
import type { Correction } from '#shared/schemas/corrections.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime } from '../model/format.ts';
import { shownValue, useUnitWords } from '../model/item-units.ts';

/** Each undo of the item's check, kept beside it: who undid it, when and why, and what it was. */
export function ItemUndone({ item }: { item: CutletItem }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const undone = state.day.corrections.filter((correction) => correction.recordId === item.id);
  if (undone.length === 0) return null;
  return (
    <ul aria-label={t('undo.title')} className="mt-2 flex flex-col gap-1">
      {undone.map((correction) => (
        <UndoneCheck key={correction.id} item={item} correction={correction} />
      ))}
    </ul>
  );
}

function UndoneCheck({ item, correction }: { item: CutletItem; correction: Correction }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { unitLabel } = useUnitWords(item);
  const before = correction.before as { value?: string | null; worker?: string; checkedAt?: string };
  const was = { name: before.worker || t('topBar.worker'), time: clockTime(before.checkedAt ?? '') };
  return (
    <li data-testid="item-undone" className="rounded-lg bg-amber-100 px-3 py-2 text-amber-950 ring-1 ring-amber-400">
      <p className="flex items-start gap-2 text-lg leading-snug font-bold">
        <Undo2 aria-hidden className="mt-1 size-5 shrink-0" />
        <span className="min-w-0 break-words">
          {t('undo.undone', {
            name: correction.madeBy || correction.account,
            time: clockTime(correction.madeAt),
            reason: correction.reason,
          })}
        </span>
      </p>
      <p className="ml-7 break-words text-base font-semibold">
        {before.value != null
          ? t('undo.was', { ...was, value: `${shownValue(before.value, item.unit)} ${unitLabel}`.trim() })
          : t('undo.wasChecked', was)}
      </p>
    </li>
  );
}
