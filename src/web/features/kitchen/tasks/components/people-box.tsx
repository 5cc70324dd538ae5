import { Users } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { peopleCount } from '#shared/domain/kitchen/attendance.ts';
import { KITCHEN_LIMITS, limitParams } from '#shared/domain/kitchen/limits.ts';
import { useBookedPeople } from '../api/get-booked-people.ts';
import { usePeople } from '../api/get-people.ts';
import { useSavePeople } from '../api/save-people.ts';
import { button } from '#web/components/buttons.ts';
import { AttendanceEditor } from '../../components/attendance-editor.tsx';

const PEOPLE_KEY = KITCHEN_LIMITS.people.key;

/**
 * The event's people count (the one the diary card, calculator and report show), with Update Attendance
 * (the diary card's editor); the storefront's booked people, when the event is linked, with a one-tap
 * copy. A booked number outside the people limit (none booked yet) cannot be copied, and says why
 * beside the button.
 */
export function PeopleBox({
  eventId,
  version,
  fallback,
  onSaved,
  onFailure,
}: {
  eventId: number;
  /** The event's version as read: a count saved from an older one is refused. */
  version: number;
  /** The event's estimated attendance, used while no count is saved. */
  fallback: number;
  /** A count was saved. */
  onSaved: (count: number) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.people' });
  const { t: tAll } = useTranslation();
  const people = usePeople(eventId);
  const booked = useBookedPeople(eventId);
  const save = useSavePeople();
  const count = people.data ?? fallback;
  const bookedCount = booked.data ?? null;
  const copyable = bookedCount !== null && peopleCount(bookedCount) !== null;

  return (
    <div className="rounded-xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-xl font-bold text-stone-900">
          <Users aria-hidden className="size-6" />
          {t('count', { count })}
        </p>
        {bookedCount !== null && (
          <>
            <p className="text-lg text-stone-800">{t('booked', { count: bookedCount })}</p>
            <button
              type="button"
              disabled={save.isPending || bookedCount === count || !copyable}
              aria-describedby={copyable ? undefined : `people-limit-${eventId}`}
              onClick={() => save.mutate({ eventId, count: bookedCount }, { onError: onFailure })}
              className={button.secondary}
            >
              {t('useBooked')}
            </button>
            {!copyable && (
              <p id={`people-limit-${eventId}`} className="text-base text-stone-700">
                {tAll(PEOPLE_KEY, limitParams(PEOPLE_KEY))}
              </p>
            )}
          </>
        )}
      </div>
      <AttendanceEditor
        people={count}
        toggleLabel={t('update')}
        busy={save.isPending}
        onSave={async (next) => onSaved(await save.mutateAsync({ eventId, count: next, version }))}
        onFailure={onFailure}
      />
    </div>
  );
}
