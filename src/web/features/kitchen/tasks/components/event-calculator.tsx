import { RotateCcw, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SETUP_MATERIALS } from '#shared/content/setup-materials.ts';
import { formatCollectionDate } from '#shared/domain/kitchen/recipe-book.ts';
import {
  ingredientText,
  isSmallBatch,
  RECIPE_BASE_SERVINGS,
  SMALL_BATCH_MAX_SERVINGS,
} from '#shared/domain/kitchen/recipe-scaling.ts';
import { SERVINGS_MIN, SERVINGS_RULE, SERVINGS_STEP } from '#shared/domain/kitchen/servings.ts';
import { setupMaterialText } from '#shared/domain/kitchen/setup-materials.ts';
import type { Collection, Recipe, RecipeKey } from '#shared/schemas/recipes.ts';
import { button } from '#web/components/buttons.ts';
import { NumberInput } from '#web/components/number-input.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { TabList } from '#web/components/tab-list.tsx';
import { useNewestRecipes } from '../../../../lib/recipe-book.ts';
import { usePeople } from '../api/get-people.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { LoadingLine } from '#web/components/loading-line.tsx';

type Lang = 'en' | 'ml';
const TABS = ['masala', 'rice', 'chutney'] as const;
type Tab = (typeof TABS)[number];
/** The calculator's three recipes, as the recipe book names them. */
const RECIPE_OF: Record<Tab, RecipeKey> = { masala: 'mandiMeat', rice: 'mandiRice', chutney: 'puliChutney' };

/** One line of a list: the name (wrapping when long) and, on the right, its quantity and any note. */
function AmountRow({ name, amount, note }: { name: string; amount: string; note?: string }) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="min-w-0 flex-1 break-words text-lg text-stone-900">{name}</span>
      <span className="flex shrink-0 flex-col items-end text-right">
        <span data-testid="amount" className="whitespace-nowrap text-lg font-bold tabular-nums text-stone-900">
          {amount}
        </span>
        {note && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm text-stone-700">{note}</span>}
      </span>
    </li>
  );
}

/** Servings for the event: typed (a whole number of people) or stepped by 5, and one tap back to the people count. */
function ServingsField({
  servings,
  attendance,
  onChange,
  onRefused,
  onReset,
}: {
  servings: number;
  attendance: number;
  onChange: (servings: number) => void;
  onRefused: (refused: boolean) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.calculator' });
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-amber-50 px-3 py-3 ring-1 ring-amber-200">
      <NumberInput
        label={t('servings')}
        value={servings}
        onChange={onChange}
        onRefused={onRefused}
        rule={SERVINGS_RULE}
        step={SERVINGS_STEP}
        lessLabel={t('less')}
        moreLabel={t('more')}
      />
      <p aria-live="polite" className="flex min-h-12 items-center gap-2 text-base text-stone-800">
        <Users aria-hidden className="size-5" />
        {t('for', { count: servings })}
      </p>
      {servings !== attendance && (
        <button type="button" onClick={onReset} className={button.secondary}>
          <RotateCcw aria-hidden className="size-5" />
          {t('useAttendance', { count: attendance })}
        </button>
      )}
    </div>
  );
}

function RecipeIngredients({ recipe, servings, lang }: { recipe: Recipe; servings: number; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.calculator' });
  return (
    <>
      <h5 className="text-xl font-bold text-stone-900">{recipe.title[lang]}</h5>
      {isSmallBatch(servings) && (
        <p className="mt-1 text-base font-semibold text-amber-900">
          {t('smallBatch', { max: SMALL_BATCH_MAX_SERVINGS, base: RECIPE_BASE_SERVINGS })}
        </p>
      )}
      <h6 className="mt-1 text-base font-semibold uppercase tracking-wide text-stone-600">{t('ingredients')}</h6>
      <ul className="divide-y divide-stone-200">
        {recipe.ingredients.map((ingredient, index) => (
          <AmountRow
            key={`${index}-${ingredient.name.en}`}
            name={ingredient.name[lang]}
            amount={ingredientText(ingredient, servings, recipe.baseServings, lang)}
            note={
              ingredient.quantity !== null && ingredient.scaling !== 'linear'
                ? t(`scaling.${ingredient.scaling}`)
                : undefined
            }
          />
        ))}
      </ul>
    </>
  );
}

function Calculation({ collection, attendance, lang }: { collection: Collection; attendance: number; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.calculator' });
  const id = useId();
  const [tab, setTab] = useState<Tab>('masala');
  // null follows the event's people count (which may change while the calculator is open).
  const [chosen, setChosen] = useState<number | null>(null);
  // A reset also clears what was being typed: the field starts again from the people count.
  const [resets, setResets] = useState(0);
  /** The servings field shows a refusal: no amounts are shown until it is taken. */
  const [refused, setRefused] = useState(false);
  const servings = chosen ?? Math.max(SERVINGS_MIN, attendance);
  const recipe = collection.recipes.find((each) => each.key === RECIPE_OF[tab]);

  return (
    <div className="space-y-4">
      <p className="break-words text-base text-stone-700">
        {t('from', { name: collection.name[lang], date: formatCollectionDate(collection.date, lang) })}
      </p>
      <ServingsField
        key={resets}
        servings={servings}
        attendance={attendance}
        onChange={setChosen}
        onRefused={setRefused}
        onReset={() => {
          setChosen(null);
          setRefused(false);
          setResets((count) => count + 1);
        }}
      />
      <TabList
        tabs={TABS}
        current={tab}
        onOpen={setTab}
        idPrefix={id}
        label={t('tabsLabel')}
        renderTab={(name) => t(`tabs.${name}`)}
        className="grid-cols-3"
      />
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="rounded-xl bg-white p-4 ring-1 ring-stone-200"
      >
        {refused ? (
          <p role="status" className="rounded-lg bg-red-50 px-3 py-2 text-lg font-semibold text-red-800">
            {t('hidden')}
          </p>
        ) : recipe ? (
          <RecipeIngredients recipe={recipe} servings={servings} lang={lang} />
        ) : (
          <p className="text-lg text-stone-700">{t('missing', { recipe: t(`tabs.${tab}`) })}</p>
        )}
      </div>
      <section aria-labelledby={`${id}-setup`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <h5 id={`${id}-setup`} className="text-xl font-bold text-stone-900">
          {t('setup.heading')}
        </h5>
        <p className="mt-1 text-base text-stone-700">{t('setup.note')}</p>
        <ul className="divide-y divide-stone-200">
          {SETUP_MATERIALS.map((material) => (
            <AmountRow key={material.id} name={material.name[lang]} amount={setupMaterialText(material, lang)} />
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The Recipe Calculator for one diary event: masala, rice and chutney from the newest
 * published recipe collection, scaled to the event's people count, and the pit's setup materials.
 */
export function EventCalculator({
  eventId,
  fallback,
}: {
  eventId: number;
  /** The event's estimated attendance, used while no people count is saved. */
  fallback: number;
}) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const lang: Lang = i18n.language === 'ml' ? 'ml' : 'en';
  const people = usePeople(eventId);
  const attendance = people.data ?? fallback;
  const recipes = useNewestRecipes();
  const headingId = useId();

  let body;
  if (recipes.state === 'loading') {
    body = <LoadingLine text={t('kitchen.calculator.loading')} />;
  } else if (recipes.state === 'error') {
    body = (
      <ErrorBanner
        failure={{ title: problemText(recipes.error, t('kitchen.calculator.failed')) }}
        retry={{ label: t('kitchen.common.retry'), onRetry: recipes.retry }}
      />
    );
  } else if (recipes.state === 'empty') {
    body = <p className="rounded-xl bg-white p-4 text-lg text-stone-700">{t('kitchen.calculator.empty')}</p>;
  } else {
    body = <Calculation collection={recipes.collection} attendance={attendance} lang={lang} />;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-bold text-stone-900">
        {t('kitchen.calculator.heading')}
      </h4>
      {body}
    </section>
  );
}
