import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { isEventDay, todayInKerala } from '#shared/domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE, DEFAULT_EVENT_IMAGE_URL } from '#shared/domain/event-image.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { compactButton } from '#web/components/buttons.ts';
import { CheckboxField, TextAreaField, TextField } from '#web/components/fields.tsx';
import { useCreateEvent } from '../api/create-event.ts';
import { useMenuItems } from '../api/get-menu-items.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { eventForm, eventFormSchemaFor, newEventForm } from '../model/event-form.ts';
import { PictureField } from '../../components/picture-field.tsx';
import { MenuItemsFieldset } from './menu-items-fieldset.tsx';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';

/** The short texts of an event card, in English and, optionally, in Malayalam. */
const TEXT_FIELDS = [
  { field: 'badge', malayalam: false },
  { field: 'buttonText', malayalam: false },
  { field: 'badgeMl', malayalam: true },
  { field: 'buttonTextMl', malayalam: true },
] as const;

interface EventFormProps {
  /** The event to edit; none to create one. */
  event?: PublicEvent;
  onSaved: (outcome: 'created' | 'updated') => void;
  onCancel: () => void;
}

/** Create or edit an event: validated by the server's own schema. */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents' });
  const catalogue = useMenuItems();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [defaults] = useState(() => (event ? eventForm(event) : newEventForm()));
  const [schema] = useState(() => eventFormSchemaFor(event?.date ?? null));
  const form = useSchemaForm(schema, defaults);
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const valentine = useController({ control: form.control, name: 'isValentine' });
  const active = useController({ control: form.control, name: 'isActive' });
  const image = useController({ control: form.control, name: 'image' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  // The admin is taken to the first field to fix; the banner by the button says the save failed.
  const submit = form.handleSubmit(
    async (input) => {
      if (saving || uploading) return;
      setFailure(null);
      const title = t(event ? 'errors.updateFailed' : 'errors.createFailed');
      try {
        if (event) await update.mutateAsync({ id: event.id, input });
        else await create.mutateAsync(input);
        onSaved(event ? 'updated' : 'created');
      } catch (error) {
        setFailure(placeRefusal(form, error) ? { title } : describeFailure(error, title));
      }
    },
    () => setFailure({ title: t('errors.saveFailed') }),
  );

  return (
    <section
      aria-labelledby="event-form-title"
      className="mx-auto max-w-4xl rounded-2xl bg-white p-4 shadow-md ring-1 ring-stone-200 sm:p-6"
    >
      <button
        type="button"
        onClick={onCancel}
        className="-ml-1 mb-2 inline-flex items-center gap-1 rounded-lg px-1 py-1 text-sm font-semibold text-amber-800 hover:bg-amber-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('form.back')}
      </button>
      <h2
        id="event-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-xl font-bold text-stone-900 focus:outline-none"
      >
        {event ? t('form.editTitle') : t('form.createTitle')}
      </h2>
      <form noValidate onSubmit={(submitted) => void submit(submitted)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('form.title')}
          maxLength={200}
          required
          error={problem(errors.title)}
          {...form.register('title')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('form.titleMl')}
          lang="ml"
          maxLength={200}
          error={problem(errors.titleMl)}
          hint={t('form.inMalayalamHint')}
          {...form.register('titleMl')}
        />
        <TextField
          label={t('form.date')}
          type="date"
          min={event ? undefined : todayInKerala()}
          required
          error={problem(errors.date)}
          hint={event && !isEventDay(event.date) ? t('form.dateWas', { date: event.date }) : undefined}
          {...form.register('date')}
        />
        <TextField
          label={t('form.maxOrders')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          error={problem(errors.maxOrders)}
          {...form.register('maxOrders', { valueAsNumber: true })}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('form.description')}
          rows={4}
          maxLength={2000}
          required
          error={problem(errors.description)}
          {...form.register('description')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('form.descriptionMl')}
          lang="ml"
          rows={4}
          maxLength={2000}
          error={problem(errors.descriptionMl)}
          hint={t('form.inMalayalamHint')}
          {...form.register('descriptionMl')}
        />
        {TEXT_FIELDS.map(({ field, malayalam }) => (
          <TextField
            key={field}
            label={t(`form.${field}`)}
            lang={malayalam ? 'ml' : undefined}
            maxLength={60}
            error={problem(errors[field])}
            hint={malayalam ? t('form.inMalayalamHint') : undefined}
            {...form.register(field)}
          />
        ))}
        <CheckboxField
          label={t('form.isValentine')}
          hint={t('form.isValentineHint')}
          checked={valentine.field.value ?? false}
          onChange={valentine.field.onChange}
        />
        <CheckboxField
          label={t('form.isActive')}
          hint={t('form.isActiveHint')}
          checked={active.field.value ?? true}
          onChange={active.field.onChange}
        />
        <div className="sm:col-span-2">
          <PictureField
            label={t('form.image')}
            image={image.field.value ?? DEFAULT_EVENT_IMAGE}
            defaultImage={DEFAULT_EVENT_IMAGE}
            defaultUrl={DEFAULT_EVENT_IMAGE_URL}
            onChange={image.field.onChange}
            onUploadingChange={setUploading}
            error={problem(errors.image)}
          />
        </div>
        <div className="sm:col-span-2">
          <MenuItemsFieldset
            control={form.control}
            eventItems={Object.keys(defaults.menuItems)}
            catalogue={{
              data: catalogue.data,
              isPending: catalogue.isPending,
              isError: catalogue.isError,
              refetch: () => void catalogue.refetch(),
            }}
            isNew={!event}
          />
        </div>
        {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={compactButton.secondary}>
            {t('form.cancel')}
          </button>
          <button type="submit" disabled={saving || uploading} className={compactButton.primary}>
            {saving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {saving ? t('form.saving') : event ? t('form.save') : t('form.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
