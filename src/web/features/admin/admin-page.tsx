import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export default function AdminPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.admin.title')} body={t('pages.admin.body')} />;
}
