import type { TemperatureReading } from '#shared/schemas/tasks.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { ReasonDialog, type ReasonAnswer } from '../../components/reason-dialog.tsx';
import type { Correcting } from '../model/use-task-steps.ts';

interface TaskCorrectionDialogProps {
  correcting: Correcting;
  /** The task's name, as the dialog says what it is about. */
  subject: string;
  reading: TemperatureReading | null;
  onConfirm: (answer: ReasonAnswer) => void;
  onCancel: () => void;
}

/** Why a start or a completion is undone, or a reading corrected (with the right value): the reasons offered for each. */
export function TaskCorrectionDialog({ correcting, subject, reading, onConfirm, onCancel }: TaskCorrectionDialogProps) {
  const { t } = useTranslation();
  const texts =
    correcting === 'reading'
      ? {
          title: t('kitchen.tasks.reading.correctTitle', { value: reading?.valueC ?? '' }),
          reasons: [t('kitchen.tasks.reading.wrongProbe'), t('kitchen.tasks.reading.typo')],
          confirmLabel: t('kitchen.tasks.reading.correctSave'),
          asksTemperature: t('kitchen.tasks.reading.correctValue'),
        }
      : {
          title: t(correcting === 'undo-start' ? 'kitchen.tasks.undo.titleStart' : 'kitchen.tasks.undo.titleComplete'),
          reasons: [
            t('kitchen.tasks.undo.mistake'),
            t('kitchen.tasks.undo.notDone'),
            t('kitchen.tasks.undo.wrongPerson'),
          ],
          confirmLabel: t('kitchen.tasks.undo.confirm'),
          asksTemperature: undefined,
        };
  return <ReasonDialog {...texts} subject={subject} onConfirm={onConfirm} onCancel={onCancel} />;
}
