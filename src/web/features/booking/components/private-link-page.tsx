import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';

/**
 * A page a customer's private link opens (their booking, a waiting-list offer): the storefront's logo
 * leading home, the language switch, and the page's title over its body.
 */
export function PrivateLinkPage({ brand, title, children }: { brand: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-amber-50 text-stone-900">
      <header className="bg-stone-950 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <a
            href="/"
            className="min-h-12 inline-flex items-center rounded-xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
          >
            {brand}
          </a>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        <div className="mt-5">{children}</div>
      </main>
    </div>
  );
}

/** A private link that opens nothing (404), or a load that failed and may be tried again. */
export function LinkLoadFailed({
  error,
  onRetry,
  texts,
}: {
  error: Error;
  onRetry: () => void;
  texts: { notFound: string; loadFailed: string };
}) {
  const { t } = useTranslation();
  const unknownLink = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-md ring-1 ring-red-200">
      <CircleAlert aria-hidden className="mx-auto size-8 text-red-700" />
      <p className="mt-3 text-lg font-semibold text-red-900">{unknownLink ? texts.notFound : texts.loadFailed}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        {!unknownLink && (
          <button type="button" onClick={onRetry} className={button.dark}>
            <RefreshCw aria-hidden className="size-5" />
            {t('common.retry')}
          </button>
        )}
        <a href="/" className={button.secondary}>
          {t('booking.myBooking.backHome')}
        </a>
      </div>
    </div>
  );
}
