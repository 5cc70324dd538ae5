import { Users } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useBookedPeople } from '../api/get-booked-people.ts';
import { usePeople } from '../api/get-people.ts';
import { useSavePeople } from '../api/save-people.ts';
import { button } from '#web/components/buttons.ts';

/** The people count; the storefront's booked people, when the event is linked, with a one-tap copy. */
export function PeopleBox({
  eventId,
  fallback,
  onFailure,
}: {
  eventId: number;
  /** The event's estimated attendance, used while no count is saved. */
  fallback: number;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.people' });
  const people = usePeople(eventId);
  const booked = useBookedPeople(eventId);
  const save = useSavePeople();
  const count = people.data ?? fallback;
  const bookedCount = booked.data ?? null;

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-xl font-bold text-stone-900">
        <Users aria-hidden className="size-6" />
        {t('count', { count })}
      </p>
      {bookedCount !== null && (
        <>
          <p className="text-lg text-stone-800">{t('booked', { count: bookedCount })}</p>
          <button
            type="button"
            disabled={save.isPending || bookedCount === count}
            onClick={() => save.mutate({ eventId, count: bookedCount }, { onError: onFailure })}
            className={button.secondary}
          >
            {t('useBooked')}
          </button>
        </>
      )}
    </div>
  );
}
