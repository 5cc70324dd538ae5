import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { EventMargin } from '#shared/schemas/margins.ts';
import { MAX_COST_LINES } from '#shared/schemas/margins.ts';
import { compactButton } from '#web/components/buttons.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useSaveEventCosts } from '../api/save-costs.ts';
import { costsFormSchema, costsFormValues, NEW_COST_LINE } from '../model/margin-forms.ts';

/** The event's other costs: each a name, an amount in rupees, for the event or per plate. */
export function CostsForm({ eventId, margin }: { eventId: number; margin: EventMargin }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerMargin.costs' });
  const problem = useFieldProblem();
  const save = useSaveEventCosts(eventId);
  const { otherCosts } = margin.breakdown;
  const form = useSchemaForm(costsFormSchema, costsFormValues(otherCosts.lines));
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const saved = useFlash();
  const errors = form.formState.errors.lines;

  const submit = form.handleSubmit(
    async (costs) => {
      setFailure(null);
      try {
        const margin = await save.mutateAsync(costs);
        form.reset(costsFormValues(margin.breakdown.otherCosts.lines));
        saved.show(t('saved'));
      } catch (error) {
        const placed = placeRefusal(form, error, (field) => field.replace(/amountPaise$/, 'amount'));
        if (!placed) setFailure(describeFailure(error, t('saveFailed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-labelledby="margin-costs-title"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id="margin-costs-title" className="text-lg font-bold text-stone-900">
        {t('title')}
      </h3>
      <p className="text-sm text-stone-700">{t('intro')}</p>
      {otherCosts.fromDefaults && otherCosts.lines.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('fromDefaults')}</p>
      )}
      <ul className="space-y-3">
        {lines.fields.map((field, index) => (
          <li
            key={field.id}
            data-testid="cost-line"
            className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
          >
            <TextField
              label={t('label')}
              error={problem(errors?.[index]?.label)}
              maxLength={60}
              {...form.register(`lines.${index}.label`)}
            />
            <TextField
              label={t('amount')}
              inputMode="decimal"
              error={problem(errors?.[index]?.amount)}
              {...form.register(`lines.${index}.amount`)}
            />
            <SelectField
              label={t('basis')}
              options={[
                { value: 'event', label: t('basisEvent') },
                { value: 'plate', label: t('basisPlate') },
              ]}
              error={problem(errors?.[index]?.basis)}
              {...form.register(`lines.${index}.basis`)}
            />
            <button
              type="button"
              onClick={() => lines.remove(index)}
              aria-label={t('remove', { label: form.getValues(`lines.${index}.label`) || index + 1 })}
              className={`${compactButton.dangerOutline} min-h-12 sm:mt-7`}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {errors?.root?.message && <p className="text-sm text-red-700">{problem(errors.root)}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={lines.fields.length >= MAX_COST_LINES}
          onClick={() => lines.append({ ...NEW_COST_LINE })}
          className={`${compactButton.secondary} min-h-12`}
        >
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </button>
        <button type="submit" disabled={save.isPending} className={`${compactButton.primary} min-h-12`}>
          {save.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
      {failure && <ErrorBanner failure={failure} />}
      <SuccessBanner message={saved.message} />
    </form>
  );
}
