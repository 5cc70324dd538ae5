import { keyOf } from '#shared/content/locales/text-keys.ts';
import { Clipboard, Download, FileCheck2, LoaderCircle, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { ImportPlan, InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { Modal } from '#web/components/modal.tsx';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { exportCsv } from '../api/export-csv.ts';
import { useImportItems } from '../api/import-items.ts';
import { saveFile } from '../model/save-file.ts';
import { inventoryJson, readImport } from '../model/transfer.ts';

/** Field names in an import plan, worded under `inventory.fields`. */
const PLAN_FIELDS = new Set([
  'name',
  'nameMl',
  'category',
  'quantity',
  'unit',
  'currentPrice',
  'minQuantity',
  'notes',
  'isActive',
  'priceHistory',
]);

function PlanView({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const headingId = useId();
  const nothing = !plan.added.length && !plan.changed.length;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="import-plan"
      className="space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h4 id={headingId} className="text-lg font-bold text-stone-900">
        {t('transfer.plan.heading')}
      </h4>
      {nothing && <p className="text-base text-stone-800">{t('transfer.plan.nothing')}</p>}
      {plan.added.length > 0 && (
        <div>
          <p className="font-semibold text-emerald-900">{t('transfer.plan.added', { count: plan.added.length })}</p>
          <ul data-testid="import-added" className="ml-5 list-disc text-base text-stone-900">
            {plan.added.map((item) => (
              <li key={item.id} className="break-words">
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.changed.length > 0 && (
        <div>
          <p className="font-semibold text-amber-900">{t('transfer.plan.changed', { count: plan.changed.length })}</p>
          <ul data-testid="import-changed" className="ml-5 list-disc text-base text-stone-900">
            {plan.changed.map((item) => (
              <li key={item.id} className="break-words">
                {t('transfer.plan.fields', {
                  name: item.name,
                  fields: item.fields
                    .map((field) => (PLAN_FIELDS.has(field) ? t(keyOf(`fields.${field}`)) : field))
                    .join(', '),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-base text-stone-700">{t('transfer.plan.unchanged', { count: plan.unchanged })}</p>
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
  const problemText = useProblemText();
  const { mutateAsync: importItems } = useImportItems();
  const id = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const success = useFlash();
  const failure = useFlash();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<{ plan: ImportPlan; items: unknown } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | 'csv' | null>(null);

  const failed = (reason: string) => setImportError(t('transfer.failed', { reason }));
  /** The server's refusal in the screen's language where it has a code; else its own sentence. */
  const reasonOf = (error: unknown) => problemText(error, error instanceof Error ? error.message : String(error));

  function changeText(next: string, name = '') {
    setText(next);
    setFileName(name);
    setPlan(null);
    setImportError(null);
  }

  async function check() {
    setImportError(null);
    setPlan(null);
    const read = readImport(text, fileName);
    if (!read.ok) {
      failed(t(`transfer.${read.reason}`));
      return;
    }
    setBusy('check');
    try {
      setPlan({ plan: await importItems({ items: read.items, apply: false }), items: read.items });
    } catch (error) {
      failed(reasonOf(error));
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!plan) return;
    setImportError(null);
    setBusy('apply');
    try {
      await importItems({ items: plan.items, apply: true });
      onImported();
    } catch (error) {
      failed(reasonOf(error));
      setBusy(null);
    }
  }

  function downloadJson() {
    try {
      saveFile(new Blob([inventoryJson(items)], { type: 'application/json' }), 'inventory.json');
    } catch {
      failure.show(t('messages.exportFailed'));
    }
  }

  async function downloadCsv() {
    setBusy('csv');
    try {
      saveFile(await exportCsv(), 'inventory.csv');
    } catch (error) {
      const reason = problemText(error, '');
      failure.show(reason ? `${t('messages.exportFailed')}: ${reason}` : t('messages.exportFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(inventoryJson(items));
      success.show(t('messages.copied'));
    } catch {
      failure.show(t('messages.copyFailed'));
    }
  }

  return (
    <Modal
      labelledBy={`${id}-title`}
      onEscape={() => {
        if (busy !== 'apply') onClose();
      }}
      initialFocusRef={closeRef}
      className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
          {t('transfer.heading')}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          disabled={busy === 'apply'}
          aria-label={t('transfer.close')}
          className="-m-1 flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full text-stone-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <SuccessBanner message={success.message} />
      {failure.message && <ErrorBanner failure={{ title: failure.message }} className="mb-3" />}

      <section aria-labelledby={`${id}-export`} className="space-y-2">
        <h3 id={`${id}-export`} className="text-lg font-bold text-stone-900">
          {t('transfer.exportHeading')}
        </h3>
        <p className="text-base text-stone-700">{t('transfer.exportHint')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={downloadJson} className={button.secondary}>
            <Download aria-hidden className="size-5" />
            {t('transfer.json')}
          </button>
          <button
            type="button"
            onClick={() => void downloadCsv()}
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
          <button type="button" onClick={() => void copy()} className={button.secondary}>
            <Clipboard aria-hidden className="size-5" />
            {t('transfer.copy')}
          </button>
        </div>
      </section>

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
              if (file) changeText(await file.text(), file.name);
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
            value={text}
            onChange={(event) => changeText(event.target.value)}
            spellCheck={false}
            className="mt-1 block w-full min-w-0 rounded-lg border border-stone-300 px-3 py-2 font-mono text-sm focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
        </div>
        {importError && <ErrorBanner failure={{ title: importError }} />}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void check()}
            disabled={busy !== null || !text.trim()}
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
        {plan && (
          <>
            <PlanView plan={plan.plan} />
            <button type="button" onClick={() => void apply()} disabled={busy !== null} className={button.primary}>
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
    </Modal>
  );
}
