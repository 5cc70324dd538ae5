import { Clipboard, Download, FileCheck2, LoaderCircle, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { Modal } from '#web/components/modal.tsx';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { ImportPlanView } from './import-plan.tsx';
import { useTransfer, type TransferBusy } from './use-transfer.ts';

type Transfer = ReturnType<typeof useTransfer>;

/** The JSON file, the server's CSV, and a copy of the JSON. */
function ExportSection({ exports, busy }: { exports: Transfer['exports']; busy: TransferBusy }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t('transfer.exportHeading')}
      </h3>
      <p className="text-base text-stone-700">{t('transfer.exportHint')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={exports.downloadJson} className={button.secondary}>
          <Download aria-hidden className="size-5" />
          {t('transfer.json')}
        </button>
        <button
          type="button"
          onClick={() => void exports.downloadCsv()}
          disabled={busy === 'csv'}
          className={button.secondary}
        >
          {busy === 'csv' ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <Download aria-hidden className="size-5" />
          )}
          {t('transfer.csv')}
        </button>
        <button type="button" onClick={() => void exports.copy()} className={button.secondary}>
          <Clipboard aria-hidden className="size-5" />
          {t('transfer.copy')}
        </button>
      </div>
    </section>
  );
}

/** A file or pasted text; Preview shows what the server would change, Apply changes it. */
function ImportSection({ importing, busy }: { importing: Transfer['importing']; busy: TransferBusy }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-import`} className="mt-6 space-y-3 border-t border-stone-200 pt-4">
      <h3 id={`${id}-import`} className="text-lg font-bold text-stone-900">
        {t('transfer.importHeading')}
      </h3>
      <p className="text-base text-stone-700">{t('transfer.importHint')}</p>
      <div>
        <label htmlFor={`${id}-file`} className="block text-base font-medium text-stone-800">
          {t('transfer.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) importing.changeText(await file.text(), file.name);
          }}
          className="mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-stone-200 file:px-3 file:font-semibold"
        />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="block text-base font-medium text-stone-800">
          {t('transfer.text')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={importing.text}
          onChange={(event) => importing.changeText(event.target.value)}
          spellCheck={false}
          className="mt-1 block w-full min-w-0 rounded-lg border border-stone-300 px-3 py-2 font-mono text-sm focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
        />
      </div>
      {importing.importError && <ErrorBanner failure={{ title: importing.importError }} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void importing.check()}
          disabled={busy !== null || !importing.text.trim()}
          className={button.secondary}
        >
          {busy === 'check' ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <FileCheck2 aria-hidden className="size-5" />
          )}
          {busy === 'check' ? t('transfer.checking') : t('transfer.preview')}
        </button>
      </div>
      {importing.plan && (
        <>
          <ImportPlanView plan={importing.plan} />
          <button
            type="button"
            onClick={() => void importing.apply()}
            disabled={busy !== null}
            className={button.primary}
          >
            {busy === 'apply' ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : (
              <Upload aria-hidden className="size-5" />
            )}
            {busy === 'apply' ? t('transfer.applying') : t('transfer.apply')}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * Import / Export: the JSON export (prices in rupees) and the server's CSV, both ways, and copying
 * the JSON. An import is checked by the server first (what it adds and changes), then applied in one
 * transaction with Apply.
 */
export function TransferModal({
  items,
  onImported,
  onClose,
}: {
  items: readonly InventoryItem[];
  onImported: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const transfer = useTransfer(items, onImported);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const applying = transfer.busy === 'apply';

  return (
    <Modal
      labelledBy={titleId}
      onEscape={() => {
        if (!applying) onClose();
      }}
      initialFocusRef={closeRef}
      className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          {t('transfer.heading')}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          disabled={applying}
          aria-label={t('transfer.close')}
          className="-m-1 flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full text-stone-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <SuccessBanner message={transfer.messages.success} />
      {transfer.messages.failure && <ErrorBanner failure={{ title: transfer.messages.failure }} className="mb-3" />}
      <ExportSection exports={transfer.exports} busy={transfer.busy} />
      <ImportSection importing={transfer.importing} busy={transfer.busy} />
    </Modal>
  );
}
