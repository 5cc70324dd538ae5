import { useTranslation } from '#web/lib/i18n.ts';
import { TextField } from '#web/components/text-field.tsx';

interface ActorPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  className?: string;
}

/** The acting admin's own password, asked again before a change to an admin account (re-authentication.ts). */
export function ActorPasswordField({ value, onChange, error, autoFocus, className }: ActorPasswordFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.confirm' });
  return (
    <TextField
      className={className}
      label={t('yourPassword')}
      hint={t('hint')}
      name="actorPassword"
      type="password"
      autoComplete="current-password"
      autoFocus={autoFocus}
      value={value}
      onChange={(input) => onChange(input.target.value)}
      error={error}
    />
  );
}
