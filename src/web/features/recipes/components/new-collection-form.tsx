import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { newCollectionSchema, type CollectionSummary } from '#shared/schemas/recipes.ts';
import { panel } from '#web/components/buttons.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useCreateCollection } from '../api/create-collection.ts';
import { formatCollectionDate, newestCollectionsFirst } from '#shared/domain/kitchen/recipe-book.ts';
import { langOf, pick } from '../model.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { FormActions } from './form-actions.tsx';

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
  const form = useSchemaForm(newCollectionSchema, {
    copyFrom: sorted[0]?.id,
    date: '',
    name: { en: '', ml: '' },
    badge: { en: '', ml: '' },
  });
  const { errors } = form.formState;
  const problem = useFieldProblem();
  const create = useCreateCollection();
  const submit = form.handleSubmit(async (collection) => {
    try {
      onCreated((await create.mutateAsync(collection)).id);
    } catch (error) {
      if (!placeRefusal(form, error)) form.setError('root.server', { type: 'server' });
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      className={`${panel} flex flex-col gap-3`}
      noValidate
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('newTitle')}
      </h2>
      <SelectField label={t('copyFrom')} {...form.register('copyFrom', { valueAsNumber: true })}>
        {sorted.map((one) => (
          <option key={one.id} value={one.id}>
            {formatCollectionDate(one.date, lang)} · {pick(one.name, lang)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('date')} type="date" error={problem(errors.date)} {...form.register('date')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('nameEn')} error={problem(errors.name?.en)} {...form.register('name.en')} />
        <TextField label={t('nameMl')} lang="ml" error={problem(errors.name?.ml)} {...form.register('name.ml')} />
        <TextField label={t('badgeEn')} error={problem(errors.badge?.en)} {...form.register('badge.en')} />
        <TextField label={t('badgeMl')} lang="ml" error={problem(errors.badge?.ml)} {...form.register('badge.ml')} />
      </div>
      {errors.root && <ErrorBanner failure={{ title: t('createFailed') }} />}
      <FormActions
        busy={form.formState.isSubmitting}
        label={t('create')}
        busyLabel={t('creating')}
        onCancel={onCancel}
      />
    </form>
  );
}
