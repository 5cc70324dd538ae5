import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { newCollectionSchema, type CollectionSummary } from '#shared/schemas/recipes.ts';
import { panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useCreateCollection } from '../api/create-collection.ts';
import { formatCollectionDate, newestCollectionsFirst } from '#shared/domain/kitchen/recipe-book.ts';
import { langOf, pick } from '../model.ts';
import { Field, FormActions, selectClass } from './admin-fields.tsx';

/** Admin: a new draft collection copied from one of the others, then opened for editing. */
export function NewCollectionForm({
  collections,
  onCreated,
  onCancel,
}: {
  collections: CollectionSummary[];
  onCreated: (id: number) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'recipes.admin' });
  const lang = langOf(i18n.language);
  const id = useId();
  const sorted = newestCollectionsFirst(collections);
  const [form, setForm] = useState({
    copyFrom: String(sorted[0]?.id ?? ''),
    date: '',
    nameEn: '',
    nameMl: '',
    badgeEn: '',
    badgeMl: '',
  });
  const [incomplete, setIncomplete] = useState(false);
  const create = useCreateCollection();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newCollectionSchema.safeParse({
      copyFrom: Number(form.copyFrom),
      date: form.date,
      name: { en: form.nameEn, ml: form.nameMl },
      badge: { en: form.badgeEn, ml: form.badgeMl },
    });
    setIncomplete(!parsed.success);
    if (parsed.success) create.mutate(parsed.data, { onSuccess: (collection) => onCreated(collection.id) });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className={`${panel} flex flex-col gap-3`} noValidate>
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('newTitle')}
      </h2>
      <div>
        <label htmlFor={`${id}-copy`} className="block text-base font-semibold text-stone-800">
          {t('copyFrom')}
        </label>
        <select
          id={`${id}-copy`}
          className={selectClass}
          value={form.copyFrom}
          onChange={(event) => set('copyFrom')(event.target.value)}
        >
          {sorted.map((one) => (
            <option key={one.id} value={one.id}>
              {formatCollectionDate(one.date, lang)} · {pick(one.name, lang)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('date')} type="date" value={form.date} onChange={(event) => set('date')(event.target.value)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('nameEn')} value={form.nameEn} onChange={(event) => set('nameEn')(event.target.value)} />
        <Field
          label={t('nameMl')}
          lang="ml"
          value={form.nameMl}
          onChange={(event) => set('nameMl')(event.target.value)}
        />
        <Field label={t('badgeEn')} value={form.badgeEn} onChange={(event) => set('badgeEn')(event.target.value)} />
        <Field
          label={t('badgeMl')}
          lang="ml"
          value={form.badgeMl}
          onChange={(event) => set('badgeMl')(event.target.value)}
        />
      </div>
      {incomplete && (
        <p role="alert" className="text-base font-semibold text-red-700">
          {t('incomplete')}
        </p>
      )}
      {create.isError && <ErrorBanner failure={{ title: t('createFailed') }} />}
      <FormActions busy={create.isPending} label={t('create')} busyLabel={t('creating')} onCancel={onCancel} />
    </form>
  );
}
