import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { limitedNumber, limitParams, reasonSchema } from '#shared/domain/kitchen/limits.ts';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { button } from '#web/components/buttons.ts';
import { ReasonField } from '#web/components/reason-field.tsx';
import { rememberedName, rememberName } from '#web/lib/cook-name.ts';

export interface ReasonAnswer {
  name: string;
  reason: string;
  /** The corrected temperature, when the dialog asks for one. */
  value?: number;
}

interface ReasonDialogProps {
  title: string;
  subject: string;
  /** One-tap reasons (already worded); the cook may also type their own. */
  reasons: string[];
  confirmLabel: string;
  /** Asks for a corrected temperature too (a reading's correction). */
  asksTemperature?: string;
  onConfirm: (answer: ReasonAnswer) => void;
  onCancel: () => void;
}

const temperatureSchema = limitedNumber('temperatureC', { whole: false });
const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * An undo or a correction: who, why (one tap, or typed) and, for a reading, the right value. Every undo
 * stays on the record with its reason, so the reason is required, as the server requires it.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, subject, reasons, confirmLabel, asksTemperature, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(rememberedName);
  const [reason, setReason] = useState('');
  const [value, setValue] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [valueError, setValueError] = useState<string | null>(null);
  const worded = (key: string) => t(key, limitParams(key));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checkedReason = reasonSchema.safeParse(reason);
    setReasonError(checkedReason.success ? null : worded(checkedReason.error.issues[0]!.message));
    const number = NUMBER_TEXT.test(value) ? Number(value) : Number.NaN;
    const checkedValue = asksTemperature ? temperatureSchema.safeParse(number) : null;
    setValueError(checkedValue && !checkedValue.success ? worded(checkedValue.error.issues[0]!.message) : null);
    if (!checkedReason.success || (checkedValue && !checkedValue.success)) return;
    rememberName(name);
    onConfirm({ name: name.trim(), reason: checkedReason.data, ...(checkedValue ? { value: checkedValue.data } : {}) });
  }

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-subject`}
      onEscape={onCancel}
      className="max-h-[100dvh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
            {title}
          </h2>
          <p id={`${id}-subject`} className="mt-1 text-lg text-stone-700">
            {subject}
          </p>
          <p className="mt-1 text-base text-stone-700">{t('kitchen.tasks.undo.body')}</p>
        </div>
        {asksTemperature && (
          <TextField
            label={asksTemperature}
            inputMode="decimal"
            value={value}
            error={valueError}
            onChange={(event) => {
              setValue(event.target.value);
              setValueError(null);
            }}
          />
        )}
        <ReasonField
          label={t('kitchen.tasks.undo.reason')}
          choices={reasons}
          value={reason}
          error={reasonError}
          onChange={(next) => {
            setReason(next);
            setReasonError(null);
          }}
        />
        <TextField
          label={t('kitchen.tasks.who.name')}
          value={name}
          maxLength={80}
          autoComplete="name"
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={button.secondary}>
            {t('kitchen.common.cancel')}
          </button>
          <button type="submit" className={button.primary}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
