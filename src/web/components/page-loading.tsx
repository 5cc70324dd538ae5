import { useTranslation } from '#web/lib/i18n.ts';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-stone-600">
      {t('common.loading')}
    </div>
  );
}
