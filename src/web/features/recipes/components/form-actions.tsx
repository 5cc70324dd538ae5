import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';

/** The row under every recipe form: submit (its busy label while saving), Cancel, and any extra button. */
export function FormActions({
  busy,
  label,
  busyLabel,
  onCancel,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={button.secondary} onClick={onCancel}>
        {t('cancel')}
      </button>
      {children}
    </div>
  );
}
