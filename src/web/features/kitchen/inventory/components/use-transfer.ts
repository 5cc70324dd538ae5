import type { ImportPlan, InventoryItem } from '#shared/schemas/inventory.ts';
import { useState } from 'react';
import { useFlash } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { exportCsv } from '../api/export-csv.ts';
import { useImportItems } from '../api/import-items.ts';
import { withReason } from '../model/failure-text.ts';
import { saveFile } from '../model/save-file.ts';
import { inventoryJson, readImport } from '../model/transfer.ts';

/** The call the dialog waits for, if any: one at a time. */
export type TransferBusy = 'check' | 'apply' | 'csv' | null;

/**
 * Import / Export's state and actions: the exports (JSON, the server's CSV, a copy of the JSON) with
 * their messages, and the import's text, the server's check of it (its plan) and its apply.
 */
export function useTransfer(items: readonly InventoryItem[], onImported: () => void) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const { mutateAsync: importItems } = useImportItems();
  const success = useFlash();
  const failure = useFlash();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<{ plan: ImportPlan; items: unknown } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [busy, setBusy] = useState<TransferBusy>(null);

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
      failure.show(withReason(t('messages.exportFailed'), problemText(error, '')));
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

  return {
    busy,
    messages: { success: success.message, failure: failure.message },
    exports: { downloadJson, downloadCsv, copy },
    importing: { text, changeText, plan: plan?.plan ?? null, importError, check, apply },
  };
}
