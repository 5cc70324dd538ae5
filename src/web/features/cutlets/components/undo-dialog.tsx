import { WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { ReasonField } from '#web/components/reason-field.tsx';
import { undoRequestSchema } from '#shared/schemas/corrections.ts';
import type { CutletCheck } from '#shared/schemas/cutlets.ts';
import { button } from '#web/components/buttons.ts';
import { Modal } from '#web/components/modal.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { useUndoCutletCheck } from '../api/undo-cutlet-check.ts';
import { useDay } from '../model/day-context.tsx';
import { clockTime } from '../model/format.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';

/** The undo's reason, as the server checks it; the cook's name is the device's, added when sending. */
const reasonFormSchema = undoRequestSchema.pick({ reason: true });

/**
 * Asks why a check is taken back (one tap for the usual reasons, or typed) and undoes it. The undo
 * goes straight to the server: offline it says so and waits for the network.
 */
export function UndoDialog({ label, check, onClose }: { label: string; check: CutletCheck; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, worker } = useDay();
  const { online } = useOfflineChanges();
  const undo = useUndoCutletCheck();
  const problemText = useProblemText();
  const problem = useFieldProblem();
  const form = useSchemaForm(reasonFormSchema, { reason: '' });
  const { field: reason, fieldState } = useController({ control: form.control, name: 'reason' });
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const choices = [t('undo.mistake'), t('undo.wrongValue')];

  const submit = form.handleSubmit(
    ({ reason: why }) => {
      setFailure(null);
      undo.mutate(
        { date: state.day.date, itemId: check.itemId, name: worker.trim(), reason: why },
        { onSuccess: onClose, onError: (refusal) => setFailure(problemText(refusal, t('undo.failed'))) },
      );
    },
    // The reason box is the dialog's only text field: a problem with the reason takes the cook to it.
    (_problems, submitted) => (submitted?.target as HTMLFormElement | undefined)?.querySelector('input')?.focus(),
  );

  return (
    <Modal
      labelledBy={titleId}
      onEscape={onClose}
      className="max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-4 shadow-xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <h2 id={titleId} className="text-xl font-bold text-stone-900 xl:text-2xl">
          {t('undo.title')}
        </h2>
        <p className="break-words text-lg text-stone-800">
          {t('undo.checked', {
            item: label,
            name: check.worker || t('topBar.worker'),
            time: clockTime(check.checkedAt),
          })}
        </p>
        <ReasonField
          label={t('undo.reasonLabel')}
          choices={choices}
          value={reason.value}
          error={problem(fieldState.error)}
          onChange={reason.onChange}
        />
        {!online && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-stone-800 px-3 py-2 text-lg font-semibold text-white"
          >
            <WifiOff aria-hidden className="size-6 shrink-0" />
            {t('undo.offline')}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-lg font-semibold text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={!online || undo.isPending} className={button.danger}>
            {undo.isPending ? t('undo.sending') : t('undo.confirm')}
          </button>
          <button type="button" onClick={onClose} className={button.secondary}>
            {t('undo.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
