import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { isEventDay } from '#shared/domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE, DEFAULT_EVENT_IMAGE_URL } from '#shared/domain/event-image.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { TextAreaField, TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useMenuItems } from '../api/get-menu-items.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import {
  eventForm,
  hasErrors,
  newEventForm,
  NO_ERRORS,
  serverFieldErrors,
  validateEventForm,
  type EventField,
  type EventFormErrors,
  type EventFormValues,
  type MenuRow,
} from '../model/event-form.ts';
import { CheckboxField } from '#web/features/admin/components/checkbox-field.tsx';
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
  const [values, setValues] = useState<EventFormValues>(() => (event ? eventForm(event) : newEventForm()));
  const [errors, setErrors] = useState<EventFormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  function set<K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors.fields) {
      setErrors((current) => {
        const fields = { ...current.fields };
        delete fields[field as EventField];
        return { ...current, fields };
      });
    }
  }

  function setMenuRow(key: string, row: MenuRow) {
    setValues((current) => ({ ...current, menu: { ...current.menu, [key]: row } }));
    if (errors.prices[key]) setErrors(({ fields, prices: { [key]: _fixed, ...prices } }) => ({ fields, prices }));
  }

  function showErrors(next: EventFormErrors, title: string) {
    setErrors(next);
    setFailure({ title });
    // Take the admin to the first field to fix; the banner by the button says the save failed.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (saving || uploading) return;
    const check = validateEventForm(values, catalogue.data?.map((item) => item.key) ?? []);
    if (!check.ok) {
      showErrors(check.errors, t('errors.saveFailed'));
      return;
    }
    setErrors(NO_ERRORS);
    setFailure(null);
    const title = t(event ? 'errors.updateFailed' : 'errors.createFailed');
    try {
      if (event) await update.mutateAsync({ id: event.id, input: check.input });
      else await create.mutateAsync(check.input);
      onSaved(event ? 'updated' : 'created');
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverFieldErrors(error) : null;
      if (fieldErrors && hasErrors(fieldErrors)) showErrors(fieldErrors, title);
      else setFailure(describeFailure(error, title));
    }
  }

  const fieldError = (field: keyof EventFormErrors['fields']) => {
    const key = errors.fields[field];
    return key ? t(key) : null;
  };
  const priceErrors = Object.fromEntries(Object.entries(errors.prices).map(([key, message]) => [key, t(message)]));

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
      <form
        ref={formRef}
        noValidate
        onSubmit={(submitted) => void submit(submitted)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          className="sm:col-span-2"
          label={t('form.title')}
          name="title"
          value={values.title}
          maxLength={200}
          required
          onChange={(input) => set('title', input.target.value)}
          error={fieldError('title')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('form.titleMl')}
          name="titleMl"
          lang="ml"
          value={values.titleMl}
          maxLength={200}
          onChange={(input) => set('titleMl', input.target.value)}
          error={fieldError('titleMl')}
          hint={t('form.inMalayalamHint')}
        />
        <TextField
          label={t('form.date')}
          name="date"
          type="date"
          value={values.date}
          required
          onChange={(input) => set('date', input.target.value)}
          error={fieldError('date')}
          hint={event && !isEventDay(event.date) ? t('form.dateWas', { date: event.date }) : undefined}
        />
        <TextField
          label={t('form.maxOrders')}
          name="maxOrders"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={values.maxOrders}
          onChange={(input) => set('maxOrders', input.target.value)}
          error={fieldError('maxOrders')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('form.description')}
          name="description"
          rows={4}
          maxLength={2000}
          required
          value={values.description}
          onChange={(input) => set('description', input.target.value)}
          error={fieldError('description')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('form.descriptionMl')}
          name="descriptionMl"
          lang="ml"
          rows={4}
          maxLength={2000}
          value={values.descriptionMl}
          onChange={(input) => set('descriptionMl', input.target.value)}
          error={fieldError('descriptionMl')}
          hint={t('form.inMalayalamHint')}
        />
        {TEXT_FIELDS.map(({ field, malayalam }) => (
          <TextField
            key={field}
            label={t(`form.${field}`)}
            name={field}
            lang={malayalam ? 'ml' : undefined}
            maxLength={60}
            value={values[field]}
            onChange={(input) => set(field, input.target.value)}
            error={fieldError(field)}
            hint={malayalam ? t('form.inMalayalamHint') : undefined}
          />
        ))}
        <CheckboxField
          label={t('form.isValentine')}
          hint={t('form.isValentineHint')}
          checked={values.isValentine}
          onChange={(checked) => set('isValentine', checked)}
        />
        <CheckboxField
          label={t('form.isActive')}
          hint={t('form.isActiveHint')}
          checked={values.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
        <div className="sm:col-span-2">
          <PictureField
            label={t('form.image')}
            image={values.image}
            defaultImage={DEFAULT_EVENT_IMAGE}
            defaultUrl={DEFAULT_EVENT_IMAGE_URL}
            onChange={(image) => set('image', image)}
            onUploadingChange={setUploading}
            error={fieldError('image')}
          />
        </div>
        <div className="sm:col-span-2">
          <MenuItemsFieldset
            values={values}
            catalogue={{
              data: catalogue.data,
              isPending: catalogue.isPending,
              isError: catalogue.isError,
              refetch: () => void catalogue.refetch(),
            }}
            isNew={!event}
            onChange={setMenuRow}
            priceErrors={priceErrors}
          />
        </div>
        {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-xl px-5 py-3 font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {t('form.cancel')}
          </button>
          <button
            type="submit"
            disabled={saving || uploading}
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-amber-700 px-5 py-3 font-semibold text-white shadow hover:bg-amber-800 disabled:opacity-70"
          >
            {saving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            {saving ? t('form.saving') : event ? t('form.save') : t('form.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
