import { BellRing, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { inLanguage } from '#shared/domain/in-language.ts';
import { withinUnpaidLimit } from '#shared/domain/order-limits.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { joinWaitingListSchema, MAX_WAITING_UNITS } from '#shared/schemas/waiting-list.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useClientConfig } from '#web/lib/client-config.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { button } from '#web/components/buttons.ts';
import { Modal } from '#web/components/modal.tsx';
import { Stepped } from '#web/components/number-input.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { TextField } from '#web/components/fields.tsx';
import { useCloseOnBack } from '#web/components/use-close-on-back.ts';
import { useJoinWaitingList } from '../api/join-waiting-list.ts';
import { EventDialogHeader } from '../components/event-dialog-header.tsx';

/**
 * "Tell me when a slot frees" for a sold-out event: name, phone, an optional e-mail and how many
 * slots; the server answers the place in line. Checked here as the server checks it: the count goes no
 * higher than one client may hold unpaid, and a count the server refuses all the same (more than the
 * event or one order can ever take) is worded beside the count.
 */
export default function WaitingListDialog({ event, onClose }: { event: PublicEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const fieldProblem = useFieldProblem();
  const join = useJoinWaitingList();
  const form = useSchemaForm(joinWaitingListSchema, { eventId: event.id, name: '', phone: '', email: '', units: 2 });
  const errors = form.formState.errors;
  const config = useClientConfig();
  const mostUnits = withinUnpaidLimit(MAX_WAITING_UNITS, config.data?.maxUnpaidUnits ?? 0);
  const [chosenUnits, setUnits] = useState(2);
  const units = Math.min(chosenUnits, mostUnits);
  useCloseOnBack(true, onClose);
  const title = inLanguage(event.title, event.titleMl, i18n.language);
  const refusedUnits = join.error instanceof ApiError && join.error.field === 'units';
  const unitsProblem =
    fieldProblem(errors.units) ?? (refusedUnits ? problemText(join.error, t('waitingList.failed')) : undefined);
  const changeUnits = (next: number) => {
    setUnits(next);
    if (refusedUnits) join.reset();
  };

  // The count is the stepper's (capped by what one client may hold unpaid) and the language the screen's.
  const submit = form.handleSubmit((checked) => join.mutate({ ...checked, email: checked.email ?? null }));
  const send = () => {
    form.setValue('units', units);
    form.setValue('language', i18n.language === 'ml' ? 'ml' : 'en');
    void submit();
  };

  return (
    <Modal
      labelledBy="waiting-list-title"
      describedBy="waiting-list-event"
      onEscape={onClose}
      className="max-h-[calc(100dvh-1.5rem)] w-full max-w-lg overflow-y-auto rounded-2xl bg-white shadow-2xl"
    >
      <EventDialogHeader
        title={t('waitingList.title')}
        titleId="waiting-list-title"
        eventId="waiting-list-event"
        event={event}
        closeLabel={t('waitingList.close')}
        onClose={onClose}
      />
      {join.isSuccess ? (
        <div className="space-y-4 p-4 sm:p-6" role="status">
          <p className="flex items-start gap-2 text-lg font-semibold text-emerald-900">
            <CircleCheck aria-hidden className="mt-1 size-6 shrink-0 text-emerald-700" />
            {t('waitingList.joined', { position: join.data })}
          </p>
          {form.getValues('email')?.trim() && <p className="text-stone-700">{t('waitingList.joinedByMail')}</p>}
          <button type="button" onClick={onClose} className={`${button.dark} w-full`}>
            {t('waitingList.close')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
          className="space-y-4 p-4 sm:p-6"
        >
          <p className="text-stone-700">{t('waitingList.intro', { title })}</p>
          <TextField
            label={t('name')}
            autoComplete="name"
            error={fieldProblem(errors.name)}
            {...form.register('name')}
          />
          <TextField
            label={t('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={fieldProblem(errors.phone)}
            {...form.register('phone')}
          />
          <TextField
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={fieldProblem(errors.email)}
            {...form.register('email')}
          />
          <fieldset>
            <legend className="text-sm font-medium text-stone-800">{t('waitingList.units')}</legend>
            <div className="mt-1 flex items-center gap-3">
              <Stepped
                less={{
                  label: `− ${t('waitingList.units')}`,
                  disabled: units <= 1,
                  onClick: () => changeUnits(units - 1),
                }}
                more={{
                  label: `+ ${t('waitingList.units')}`,
                  disabled: units >= mostUnits,
                  onClick: () => changeUnits(units + 1),
                }}
              >
                <output
                  data-testid="waiting-units"
                  aria-live="polite"
                  className="min-w-10 text-center text-2xl font-bold"
                >
                  {units}
                </output>
              </Stepped>
            </div>
            {unitsProblem && (
              <p data-testid="waiting-units-problem" role="alert" className="mt-1 text-sm text-red-700">
                {unitsProblem}
              </p>
            )}
          </fieldset>
          {join.isError && !refusedUnits && (
            <ErrorBanner failure={{ title: problemText(join.error, t('waitingList.failed')) }} />
          )}
          <button type="submit" disabled={join.isPending} className={`${button.primary} w-full`}>
            {join.isPending ? (
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
            ) : (
              <BellRing aria-hidden className="size-5" />
            )}
            {join.isPending ? t('waitingList.joining') : t('waitingList.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
