import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { CatalogueItem } from '#shared/schemas/events.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMenuItems } from '../api/get-menu-items.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import {
  menuItemTexts,
  serverMenuItemErrors,
  validateMenuItemTexts,
  type MenuItemErrors,
  type MenuItemField,
  type MenuItemTexts,
} from '../model/menu-item-texts.ts';

/**
 * The owner's menu item names and descriptions, in English and in Malayalam, behind a button so the
 * events list stays short. The catalogue loads when it is opened.
 */
export function MenuCatalogueEditor() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.menuCatalogue' });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"
      >
        <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
        {open ? t('close') : t('open')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <CatalogueItems />}
      </div>
    </section>
  );
}

function CatalogueItems() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents' });
  const catalogue = useMenuItems();

  if (catalogue.isPending) {
    return (
      <p role="status" className="mt-4 flex items-center gap-2 text-stone-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('menuCatalogue.loading')}
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <ErrorBanner
        className="mt-4"
        failure={describeFailure(catalogue.error, t('menuCatalogue.loadFailed'))}
        retry={{ label: t('menuCatalogue.retry'), onRetry: () => void catalogue.refetch() }}
      />
    );
  }
  return (
    <ul className="mt-4 grid gap-4">
      {catalogue.data.map((item) => (
        <li key={item.key}>
          <MenuItemTextsForm item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The four texts of one item, English beside Malayalam on wider screens, with their own Save. */
const FIELDS: readonly { field: MenuItemField; malayalam: boolean; long: boolean; maxLength: number }[] = [
  { field: 'name', malayalam: false, long: false, maxLength: 80 },
  { field: 'nameMl', malayalam: true, long: false, maxLength: 80 },
  { field: 'description', malayalam: false, long: true, maxLength: 300 },
  { field: 'descriptionMl', malayalam: true, long: true, maxLength: 300 },
];

function MenuItemTextsForm({ item }: { item: CatalogueItem }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents' });
  const save = useUpdateMenuItem();
  const flash = useFlash();
  const [values, setValues] = useState<MenuItemTexts>(() => menuItemTexts(item));
  const [errors, setErrors] = useState<MenuItemErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  function set(field: MenuItemField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  }

  function showErrors(next: MenuItemErrors) {
    setErrors(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (save.isPending) return;
    flash.clear();
    setFailure(null);
    const check = validateMenuItemTexts(values);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ key: item.key, input: check.input });
      setValues(menuItemTexts(saved));
      flash.show(t('menuCatalogue.saved', { name: saved.name }));
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverMenuItemErrors(error) : null;
      if (fieldErrors) showErrors(fieldErrors);
      else setFailure(describeFailure(error, t('menuCatalogue.saveFailed')));
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(submitted) => void submit(submitted)}
      className="rounded-xl p-3 ring-1 ring-stone-200 sm:p-4"
    >
      <h3 id={headingId} className="break-words font-semibold text-stone-900">
        {item.name}
      </h3>
      <p className="text-sm text-stone-600">{t('form.catalogPrice', { price: formatRupees(item.pricePaise) })}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, malayalam, long, maxLength }) => {
          const common = {
            label: t(`menuCatalogue.${field}`),
            name: field,
            lang: malayalam ? 'ml' : undefined,
            maxLength,
            value: values[field],
            error: errors[field] ? t(errors[field]) : null,
          };
          return long ? (
            <TextAreaField key={field} {...common} rows={3} onChange={(input) => set(field, input.target.value)} />
          ) : (
            <TextField key={field} {...common} onChange={(input) => set(field, input.target.value)} />
          );
        })}
      </div>
      {failure && <ErrorBanner className="mt-3" failure={failure} />}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <div className="sm:mr-auto">
          <SuccessBanner message={flash.message} />
        </div>
        <button
          type="submit"
          disabled={save.isPending}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-amber-700 px-5 font-semibold text-white shadow hover:bg-amber-800 disabled:opacity-70"
        >
          {save.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {save.isPending ? t('menuCatalogue.saving') : t('menuCatalogue.save')}
        </button>
      </div>
    </form>
  );
}
