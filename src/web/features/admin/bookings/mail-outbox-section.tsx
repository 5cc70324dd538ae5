import { keyOf } from '#shared/content/locales/text-keys.ts';
import { CircleAlert, Mail } from 'lucide-react';
import type { OutboxMail } from '#shared/schemas/mail.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useMailOutbox } from './api/get-mail-outbox.ts';
import { useFormatDateTime } from './format-date-time.ts';

const STATUS_LOOK: Record<OutboxMail['status'], string> = {
  waiting: 'bg-amber-100 text-amber-950 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-950 ring-emerald-300',
  failed: 'bg-red-100 text-red-950 ring-red-300',
};

/**
 * The customers' confirmation mails: whether they go out at all (and why not), how many are waiting,
 * sent or failed, and the newest of them, each with the mail server's last answer.
 */
export function MailOutboxSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.mail' });
  const outbox = useMailOutbox();
  const when = useFormatDateTime();
  if (outbox.isPending) return null;
  if (!outbox.data) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-2xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
      >
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        {t('loadFailed')}
      </p>
    );
  }
  const { sending, counts, mails } = outbox.data;
  return (
    <section aria-labelledby="mail-outbox-title" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h3 id="mail-outbox-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Mail aria-hidden className="size-5" /> {t('title')}
      </h3>
      {(!sending.on || sending.reason) && (
        <p
          role="status"
          className="mt-2 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
        >
          {sending.on ? sending.reason : t('off')}
        </p>
      )}
      <p className="mt-3 flex flex-wrap gap-2 text-sm font-semibold" data-testid="mail-counts">
        {(['waiting', 'sent', 'failed'] as const).map((status) => (
          <span key={status} className={`rounded-full px-3 py-1 ring-1 ${STATUS_LOOK[status]}`}>
            {t(`status.${status}`)}: {counts[status]}
          </span>
        ))}
      </p>
      {mails.length > 0 && (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-stone-800">
            {t('newest', { count: mails.length })}
          </summary>
          <ul className="mt-2 divide-y divide-stone-200">
            {mails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-mono font-bold">{mail.bookingId}</span>
                <span className="font-semibold text-stone-700">
                  {t(keyOf(`kinds.${mail.kind}`), { defaultValue: mail.kind })}
                </span>
                <span className="min-w-0 break-all">{mail.to}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_LOOK[mail.status]}`}>
                  {t(`status.${mail.status}`)}
                </span>
                <span className="text-stone-600">{when(mail.sentAt ?? mail.createdAt)}</span>
                {mail.lastError && mail.status !== 'sent' && (
                  <span className="w-full break-words text-red-800">
                    {t('lastError', { attempts: mail.attempts, error: mail.lastError })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
