import { FileDown, Mail, MessageCircle, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { formatAmount } from '#shared/domain/kitchen/amounts.ts';
import type { SupplierList } from '#shared/schemas/purchasing.ts';
import { button, panel } from '#web/components/buttons.ts';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { purchasePdfUrl, useMailList } from '../api/purchase-list.ts';
import { ReceiveForm } from './receive-form.tsx';

/**
 * One supplier's list: each line as the supplier will read it (their language), what it is made of
 * (the packs), and the ways to send it; "Received" opens the delivery form.
 */
export function SupplierCard({
  supplier,
  days,
  onReceived,
}: {
  supplier: SupplierList;
  days: number;
  /** A delivery was saved: the page says so (the card itself may go, nothing being left to buy). */
  onReceived: (text: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'purchase' });
  const problemText = useProblemText();
  const mail = useMailList();
  const [receiving, setReceiving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const name = supplier.name ?? t('noSupplier');

  async function sendMail() {
    if (supplier.name === null) return;
    setNotice(null);
    try {
      await mail.mutateAsync({ days, supplier: supplier.name });
      setNotice({ ok: true, text: t('mailed', { name }) });
    } catch (error) {
      setNotice({ ok: false, text: problemText(error, t('mailFailed')) });
    }
  }

  return (
    <section className={`${panel} space-y-3`} aria-label={name} data-testid="supplier-card">
      <header className="min-w-0">
        <h2 className="break-words text-xl font-bold text-stone-900">{name}</h2>
        {supplier.phone && <p className="text-base text-stone-700">{supplier.phone}</p>}
      </header>
      <table className="w-full text-left text-base">
        <thead>
          <tr className="border-b border-stone-300 text-sm text-stone-700">
            <th className="py-1 pr-2 font-semibold">{t('item')}</th>
            <th className="py-1 pr-2 text-right font-semibold">{t('quantity')}</th>
            <th className="py-1 text-right font-semibold">{t('packs')}</th>
          </tr>
        </thead>
        <tbody>
          {supplier.lines.map((line) => (
            <tr key={line.itemId} className="border-b border-stone-100 align-top">
              <td className="break-words py-2 pr-2" lang={supplier.language}>
                {line.name}
              </td>
              <td className="whitespace-nowrap py-2 pr-2 text-right font-semibold">
                {formatAmount(line.quantity, line.unit)}
              </td>
              <td className="whitespace-nowrap py-2 text-right">
                {t('packsOf', { packs: line.packs, pack: formatAmount(line.quantity / line.packs, line.unit) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {notice &&
        (notice.ok ? <SuccessBanner message={notice.text} /> : <ErrorBanner failure={{ title: notice.text }} />)}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {supplier.whatsappUrl && (
          <a
            href={supplier.whatsappUrl}
            target="_blank"
            rel="noreferrer"
            className={`${button.success} col-span-2`}
            data-testid="share-whatsapp"
          >
            <MessageCircle aria-hidden className="size-5 shrink-0" />
            {t('share')}
          </a>
        )}
        <a href={purchasePdfUrl(days, supplier.name)} download className={button.secondary}>
          <FileDown aria-hidden className="size-5 shrink-0" />
          {t('pdf')}
        </a>
        {supplier.name !== null && (
          <button type="button" onClick={() => void sendMail()} disabled={mail.isPending} className={button.secondary}>
            <Mail aria-hidden className="size-5 shrink-0" />
            {t('mail')}
          </button>
        )}
        <button
          type="button"
          onClick={() => setReceiving(true)}
          className={`${button.primary} col-span-2`}
          aria-expanded={receiving}
        >
          <PackageCheck aria-hidden className="size-5 shrink-0" />
          {t('received')}
        </button>
      </div>
      {receiving && (
        <ReceiveForm
          supplier={supplier}
          name={name}
          onDone={(text) => {
            setReceiving(false);
            onReceived(text);
          }}
          onCancel={() => setReceiving(false)}
        />
      )}
    </section>
  );
}
