import { keyOf } from '#shared/content/locales/text-keys.ts';
import { Thermometer } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { temperatureLimitText } from '#shared/domain/kitchen/temperature-limits.ts';
import type { TemperatureReading } from '#shared/schemas/tasks.ts';
import { hourMinute } from '../../model/clock.ts';
import { cookName } from '../../model/task-text.ts';

/** The pit's newest reading, red when outside its limit, with what was done about it; or that none is taken yet. */
export function PitReading({ reading }: { reading: TemperatureReading | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="board-temperature" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="board-temperature" className="flex items-center gap-2 text-2xl font-bold text-stone-900 lg:text-4xl">
        <Thermometer aria-hidden className="size-8" />
        {t('kitchen.board.temperature')}
      </h2>
      {reading ? (
        <Reading reading={reading} />
      ) : (
        <p className="mt-2 text-2xl text-stone-700 lg:text-3xl">{t('kitchen.board.noReading')}</p>
      )}
    </section>
  );
}

function Reading({ reading }: { reading: TemperatureReading }) {
  const { t } = useTranslation();
  const limit = temperatureLimitText(reading.check);
  return (
    <div
      className={`mt-2 rounded-xl p-4 ${reading.inRange ? 'bg-emerald-100 text-emerald-950' : 'bg-red-700 text-white'}`}
    >
      <p className="text-5xl font-extrabold">{t('kitchen.board.reading', { value: reading.valueC })}</p>
      <p className="mt-1 text-xl font-semibold lg:text-2xl">
        {t('kitchenRules.checks.limit', { limit: t(limit.key, limit.params) })}
      </p>
      {reading.correctiveAction && (
        <p className="mt-1 text-xl font-bold lg:text-2xl">{t(keyOf(reading.correctiveAction))}</p>
      )}
      {reading.actionTaken && (
        <p className="mt-1 text-xl break-words lg:text-2xl">
          {t('kitchenRules.checks.actionTaken', { name: reading.actionBy ?? '', action: reading.actionTaken })}
        </p>
      )}
      <p className="mt-1 text-xl lg:text-2xl">
        {t('kitchen.board.readingBy', { name: cookName(reading.takenBy, t), time: hourMinute(reading.takenAt) })}
      </p>
    </div>
  );
}
