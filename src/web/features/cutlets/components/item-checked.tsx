import { Lock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { undoRefusal } from '#shared/domain/kitchen/undo-rule.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { button } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime } from '../model/format.ts';
import { isOnServer } from '../model/waiting-checks.ts';
import { UndoDialog } from './undo-dialog.tsx';

/** Whether the signed-in user may undo `check` now: the same rule as the server's (undoRefusal). */
function useMayUndo(check: CutletCheck): boolean {
  const { now } = useDay();
  const { data: user } = useSessionUser();
  if (!user || !isOnServer(check)) return false;
  const record = { account: check.account, name: check.worker, at: check.checkedAt };
  return undoRefusal(record, { role: user.role, account: user.username }, now) === null;
}

/** Who checked the item and when, locked; Undo (with its reason) for whoever may take it back. */
export function ItemChecked({ check, label }: { check: CutletCheck; label: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const mayUndo = useMayUndo(check);
  const [undoing, setUndoing] = useState(false);
  return (
    <>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-base font-semibold text-emerald-900">
          <Lock aria-hidden className="size-5 shrink-0" />
          {t('tasks.checkedBy', { name: check.worker || t('topBar.worker'), time: clockTime(check.checkedAt) })}
        </p>
        {mayUndo && (
          <button
            type="button"
            onClick={() => setUndoing(true)}
            aria-label={`${t('undo.button')}: ${label}`}
            className={button.dangerOutline}
          >
            <Undo2 aria-hidden className="size-5 shrink-0" />
            {t('undo.button')}
          </button>
        )}
      </div>
      {undoing && <UndoDialog label={label} check={check} onClose={() => setUndoing(false)} />}
    </>
  );
}
