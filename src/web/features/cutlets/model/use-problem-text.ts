import { useTranslation } from '#web/lib/i18n.ts';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

/** A failed call in the screen's language: the refusal's text key when the server named one, else `fallback`. */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, fallback = t('cutlets.errors.save')): string => {
    if (error instanceof ApiError) {
      if (error.status === NETWORK_ERROR_STATUS) return t('common.unableToConnect');
      if (error.code && i18n.exists(error.code)) return t(error.code, error.params);
    }
    return fallback;
  };
}
