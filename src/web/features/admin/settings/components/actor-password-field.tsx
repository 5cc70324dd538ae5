import type { ComponentProps } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { TextField } from '#web/components/fields.tsx';

type ActorPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'type' | 'autoComplete'>;

/**
 * The acting admin's own password, asked again before a change to an admin account
 * (re-authentication.ts); its form's `register('currentPassword')` and problem are passed through.
 */
export function ActorPasswordField(props: ActorPasswordFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.confirm' });
  return (
    <TextField label={t('yourPassword')} hint={t('hint')} type="password" autoComplete="current-password" {...props} />
  );
}
