import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { LoadingLine, SettingsCard } from '#web/features/admin/components/settings-card.tsx';
import { useCoupons } from '../api/get-coupons.ts';
import { AddCouponForm } from './add-coupon-form.tsx';
import { CouponRow } from './coupon-row.tsx';

/** The coupon codes customers may type, each with its percentage, last day, use limit and uses (GET /api/coupons). */
export function CouponsSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const coupons = useCoupons();
  const flash = useFlash();

  let list;
  if (coupons.isPending) {
    list = <LoadingLine text={t('coupons.loading')} />;
  } else if (coupons.isError) {
    list = (
      <ErrorBanner
        failure={describeFailure(coupons.error, t('coupons.loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void coupons.refetch() }}
      />
    );
  } else if (coupons.data.length === 0) {
    list = <p className="text-stone-600">{t('coupons.empty')}</p>;
  } else {
    list = (
      <ul className="grid gap-3">
        {coupons.data.map((coupon) => (
          <CouponRow key={coupon.id} coupon={coupon} onDone={flash.show} />
        ))}
      </ul>
    );
  }

  return (
    <SettingsCard id="settings-coupons" title={t('coupons.title')} intro={t('coupons.intro')}>
      <SuccessBanner message={flash.message} />
      {list}
      <AddCouponForm onAdded={(code) => flash.show(t('coupons.created', { code }))} />
    </SettingsCard>
  );
}
