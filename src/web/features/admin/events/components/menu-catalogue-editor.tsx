import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { menuItemTextsInputSchema, type CatalogueItem } from '#shared/schemas/events.ts';
import { compactButton } from '#web/components/buttons.ts';
import { TextAreaField, TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useMenuItems } from '../api/get-menu-items.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { menuItemTexts, type MenuItemField } from '../model/menu-item-texts.ts';

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
        className={`${compactButton.secondary} mt-3`}
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
  const form = useSchemaForm(menuItemTextsInputSchema, menuItemTexts(item));
  const problem = useFieldProblem();
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingId = useId();

  function clearMessages() {
    flash.clear();
    setFailure(null);
  }

  const submit = form.handleSubmit(async (input) => {
    clearMessages();
    try {
      const saved = await save.mutateAsync({ key: item.key, input });
      form.reset(menuItemTexts(saved));
      flash.show(t('menuCatalogue.saved', { name: saved.name }));
    } catch (error) {
      if (!placeRefusal(form, error)) setFailure(describeFailure(error, t('menuCatalogue.saveFailed')));
    }
  }, clearMessages);

  return (
    <form
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
            lang: malayalam ? 'ml' : undefined,
            maxLength,
            error: problem(form.formState.errors[field]),
          };
          return long ? (
            <TextAreaField key={field} {...common} rows={3} {...form.register(field)} />
          ) : (
            <TextField key={field} {...common} {...form.register(field)} />
          );
        })}
      </div>
      {failure && <ErrorBanner className="mt-3" failure={failure} />}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <div className="sm:mr-auto">
          <SuccessBanner message={flash.message} />
        </div>
        <button type="submit" disabled={save.isPending} className={compactButton.primary}>
          {save.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {save.isPending ? t('menuCatalogue.saving') : t('menuCatalogue.save')}
        </button>
      </div>
    </form>
  );
}
