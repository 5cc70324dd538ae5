import type { ComponentProps } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { ConfirmDialog as SharedConfirmDialog } from '#web/components/confirm-dialog.tsx';

/** The shared yes/no question with the kitchen's Cancel. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof SharedConfirmDialog>, 'cancelLabel'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  return <SharedConfirmDialog cancelLabel={t('cancel')} {...props} />;
}
