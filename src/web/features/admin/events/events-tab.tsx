import { firstBookable, upcomingEvents } from '#shared/domain/event-order.ts';
import { useEventsAvailability } from '#web/lib/events-availability.ts';
import { CalendarPlus, CalendarX, LoaderCircle, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteEvent } from './api/delete-event.ts';
import { useAdminEvents } from '#web/features/admin/api/get-admin-events.ts';
import { useUpdateEvent } from './api/update-event.ts';
import { AdminEventCard } from './components/admin-event-card.tsx';
import { ConfirmDeleteDialog } from './components/confirm-delete-dialog.tsx';
import { EventForm } from './components/event-form.tsx';
import { MenuCatalogueEditor } from './components/menu-catalogue-editor.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { deactivatedEvent } from './model/event-form.ts';
import { compactButton } from '#web/components/buttons.ts';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; event: PublicEvent };

interface ListFailure extends Failure {
  /** Deleting was refused because the event has bookings: offer to deactivate it instead. */
  deactivate?: PublicEvent;
}

/** The admin's Events tab: the grid, the form, deletion and success banners. */
export function EventsTab({ onViewBookings }: { onViewBookings: (eventId: number) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminEvents' });
  const events = useAdminEvents();
  const availability = useEventsAvailability();
  const remove = useDeleteEvent();
  const update = useUpdateEvent();
  const flash = useFlash();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [showInactive, setShowInactive] = useState(false);
  const [deleting, setDeleting] = useState<PublicEvent | null>(null);
  const [listFailure, setListFailure] = useState<ListFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function backToList() {
    setMode({ kind: 'list' });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function openForm(next: Mode) {
    setListFailure(null);
    flash.clear();
    setMode(next);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const event = deleting;
    try {
      await remove.mutateAsync(event.id);
      setListFailure(null);
      flash.show(t('success.deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The server's sentence; in Malayalam, the same sentence translated.
        const detail = i18n.language === 'en' ? error.message : t('errors.hasBookings');
        setListFailure({ title: t('errors.deleteFailed'), detail, deactivate: event.isActive ? event : undefined });
      } else {
        setListFailure(describeFailure(error, t('errors.deleteFailed')));
      }
    } finally {
      setDeleting(null);
    }
  }

  async function deactivate(event: PublicEvent) {
    const input = deactivatedEvent(event);
    if (!input) return;
    try {
      await update.mutateAsync({ id: event.id, input });
      setListFailure(null);
      flash.show(t('success.updated'));
    } catch (error) {
      setListFailure(describeFailure(error, t('errors.updateFailed')));
    }
  }

  if (mode.kind !== 'list') {
    return (
      <EventForm
        key={mode.kind === 'edit' ? mode.event.id : 'new'}
        event={mode.kind === 'edit' ? mode.event : undefined}
        onCancel={backToList}
        onSaved={(outcome) => {
          backToList();
          flash.show(t(outcome === 'created' ? 'success.created' : 'success.updated'));
        }}
      />
    );
  }

  const all = events.data ?? [];
  const shown = showInactive ? all : all.filter((event) => event.isActive !== false);
  const bookableId = firstBookable(
    upcomingEvents(all),
    (event) => availability.data?.get(event.id)?.availableSlots,
  )?.id;

  let body;
  if (events.isPending) {
    body = (
      <p
        role="status"
        className="flex items-center gap-2 rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200"
      >
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('list.loading')}
      </p>
    );
  } else if (events.isError) {
    body = (
      <ErrorBanner
        failure={describeFailure(events.error, t('errors.loadFailed'))}
        retry={{ label: t('list.retry'), onRetry: () => void events.refetch() }}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <p className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-stone-700 shadow-sm ring-1 ring-stone-200">
        <CalendarX aria-hidden className="size-8 text-amber-700" />
        {all.length === 0 ? t('list.empty') : t('list.emptyActive')}
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((event) => (
          <li key={event.id} className="flex min-w-0">
            <AdminEventCard
              event={event}
              bookable={event.id === bookableId}
              onEdit={(chosen) => openForm({ kind: 'edit', event: chosen })}
              onDelete={setDeleting}
              onViewBookings={onViewBookings}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
            {t('list.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('list.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => openForm({ kind: 'create' })}
          className={`${compactButton.primary} shrink-0`}
        >
          <CalendarPlus aria-hidden className="size-5" />
          {t('list.create')}
        </button>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-stone-200">
        <label className="flex cursor-pointer items-center gap-2 font-medium text-stone-800">
          <input
            type="checkbox"
            checked={showInactive}
            onChange={(change) => setShowInactive(change.target.checked)}
            className="size-5 accent-amber-700"
          />
          {t('list.showInactive')}
        </label>
        <button
          type="button"
          onClick={() => void events.refetch()}
          disabled={events.isFetching}
          className={compactButton.secondary}
        >
          <RefreshCw aria-hidden className={`size-4 ${events.isFetching ? 'animate-spin' : ''}`} />
          {t('list.refresh')}
        </button>
      </div>
      <SuccessBanner message={flash.message} />
      {listFailure && (
        <ErrorBanner
          className="mb-4"
          failure={listFailure}
          onDismiss={() => setListFailure(null)}
          dismissLabel={t('errors.dismiss')}
        >
          {listFailure.deactivate && (
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => void deactivate(listFailure.deactivate!)}
              className={`${compactButton.dangerOutline} mt-2`}
            >
              {update.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              {t('errors.deactivate')}
            </button>
          )}
        </ErrorBanner>
      )}
      {body}
      <MenuCatalogueEditor />
      {deleting && (
        <ConfirmDeleteDialog
          event={deleting}
          deleting={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
