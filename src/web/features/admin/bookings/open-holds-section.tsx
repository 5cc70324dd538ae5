import { CircleAlert, Hourglass, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { formatRupees } from '#shared/domain/money.ts';
import type { OpenHold } from '#shared/schemas/holds.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useOpenHolds } from './api/get-open-holds.ts';
import { useReleaseHold } from './api/release-hold.ts';
import { CustomerPhone } from './customer-phone.tsx';
import { useHoldUntil } from './hold-until.ts';
import { ReleaseHoldDialog } from './release-hold-dialog.tsx';
import type { StatusMessage } from './status-message.tsx';
import { compactButton } from '#web/components/buttons.ts';

interface OpenHoldsSectionProps {
  eventId: number;
  onStatusMessage: (message: StatusMessage) => void;
}

/**
 * "Being paid for now": the event's customers in the payment step, each with a Release that asks
 * first. Shown only while there are some (and when they cannot be loaded, so that is said).
 */
export function OpenHoldsSection({ eventId, onStatusMessage }: OpenHoldsSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const problemText = useProblemText();
  const holds = useOpenHolds(eventId);
  const release = useReleaseHold();
  const [asking, setAsking] = useState<OpenHold | null>(null);
  const titleId = useId();

  if (holds.isPending) {
    return (
      <div
        role="status"
        aria-live="polite"
        className="h-16 animate-pulse rounded-2xl bg-amber-50 ring-1 ring-amber-100"
      >
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  if (!holds.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
      >
        <p className="flex min-w-0 items-start gap-2">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{t('holds.loadFailed')}</span>
        </p>
        <button
          type="button"
          onClick={() => void holds.refetch()}
          disabled={holds.isFetching}
          className={compactButton.secondary}
        >
          <RefreshCw aria-hidden className={`size-4 ${holds.isFetching ? 'animate-spin' : ''}`} />
          {t('retry')}
        </button>
      </div>
    );
  }
  if (holds.data.length === 0) return null;

  const confirmRelease = (hold: OpenHold) =>
    release.mutate(hold.id, {
      onSuccess: (result) =>
        onStatusMessage({
          kind: 'success',
          text:
            result.outcome === 'booked'
              ? t('holds.booked', { reference: result.reference })
              : t('holds.released', { count: hold.units }),
        }),
      // A refusal the server names (already released or booked, gateway unreachable) is worded from its code.
      onError: (error) =>
        onStatusMessage({
          kind: 'error',
          text: problemText(error, t('holds.failed')),
        }),
      onSettled: () => setAsking(null),
    });

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200 sm:p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Hourglass aria-hidden className="size-5 shrink-0 text-amber-700" />
        {t('holds.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('holds.hint')}</p>
      <ul className="mt-3 space-y-2">
        {holds.data.map((hold) => (
          <HoldRow key={hold.id} hold={hold} onRelease={() => setAsking(hold)} />
        ))}
      </ul>
      {asking && (
        <ReleaseHoldDialog
          hold={asking}
          busy={release.isPending}
          onConfirm={() => confirmRelease(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function HoldRow({ hold, onRelease }: { hold: OpenHold; onRelease: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const holdUntil = useHoldUntil();
  return (
    <li
      data-hold={hold.id}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
    >
      <div className="min-w-0 flex-1 space-y-0.5 text-sm text-stone-800">
        <p className="text-base font-semibold break-words text-stone-900">{hold.name}</p>
        <CustomerPhone phone={hold.phone} className="gap-1.5" />
        <p className="tabular-nums">
          {t('holds.units', { count: hold.units })} ·{' '}
          <span className="font-semibold">{formatRupees(hold.amountPaise)}</span>
          {hold.coupon && <> · {t('holds.coupon', { code: hold.coupon })}</>}
        </p>
        <p className="font-medium text-amber-900 tabular-nums">
          {t('holds.until', { time: holdUntil(hold.expiresAt) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onRelease}
        aria-label={t('holds.releaseFor', { name: hold.name })}
        className={compactButton.dangerOutline}
      >
        {t('holds.release')}
      </button>
    </li>
  );
}
