import {
  Calculator,
  CalendarClock,
  Eye,
  EyeOff,
  MessageSquareText,
  Plus,
  RotateCcw,
  Thermometer,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from '#web/components/buttons.ts';

/** The part of the panel a button opens under the buttons (one at a time). */
export type PanelForm = 'custom' | 'delivery' | 'schedule' | 'recipe' | 'reviews';

interface TaskPanelActionsProps {
  /** The part open now; null when none is. */
  open: PanelForm | null;
  /** Opens a part, or closes it when it is the one open. */
  onToggle: (form: PanelForm) => void;
  /** Adds a temperature task at once (no form). */
  onAddTemperature: () => void;
  addingTemperature: boolean;
}

/** The buttons that open the panel's forms, in the order the kitchen uses them, with the one that adds a temperature task. */
export function TaskPanelActions({ open, onToggle, onAddTemperature, addingTemperature }: TaskPanelActionsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.actions' });
  const opener = (form: PanelForm, Icon: LucideIcon, label: string) => (
    <button type="button" aria-expanded={open === form} onClick={() => onToggle(form)} className={button.secondary}>
      <Icon aria-hidden className="size-5" />
      {label}
    </button>
  );
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {opener('schedule', CalendarClock, t('schedule'))}
      {opener('recipe', Calculator, t('recipe'))}
      {opener('reviews', MessageSquareText, t('reviews'))}
      <button type="button" disabled={addingTemperature} onClick={onAddTemperature} className={button.secondary}>
        <Thermometer aria-hidden className="size-5" />
        {t('addTemperature')}
      </button>
      {opener('custom', Plus, t('addCustom'))}
      {opener('delivery', Truck, t('addDelivery'))}
    </div>
  );
}

/** Hides or shows the task list, and starts the list over. */
export function TaskListActions({
  listId,
  listShown,
  onToggleList,
  onReset,
}: {
  /** The id of the list the first button shows and hides. */
  listId: string;
  listShown: boolean;
  onToggleList: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.tasks.actions' });
  const ListIcon = listShown ? EyeOff : Eye;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-expanded={listShown}
        aria-controls={listId}
        onClick={onToggleList}
        className={button.secondary}
      >
        <ListIcon aria-hidden className="size-5" />
        {listShown ? t('hideTasks') : t('showTasks')}
      </button>
      <button type="button" onClick={onReset} className={button.dangerOutline}>
        <RotateCcw aria-hidden className="size-5" />
        {t('reset')}
      </button>
    </div>
  );
}
