import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EventUsage, EventUsageInput, UsageLine } from '#shared/schemas/event-usage.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal } from '#web/lib/schema-form.ts';
import { staleUsageOf, useSaveUsage } from '../api/event-usage.ts';
import { usageFieldOf, type UsageFormValues } from './usage-rows.ts';

/** The cook's record beside the one another device saved first. */
export interface UsageClash {
  mine: UsageLine[];
  current: EventUsage;
}

/**
 * Saving the usage form's rows as the record made from the form's `version`: the rule's problems beside
 * their lines (the form's resolver), a server refusal naming a line beside it, any other in the banner; a
 * refusal because another device saved first as both records until the cook keeps theirs (`keepMine`,
 * sent again from the saved one) or takes the saved one.
 */
export function useUsageSave({
  event,
  form,
  onDone,
}: {
  event: DiaryEvent;
  form: UseFormReturn<UsageFormValues, unknown, EventUsageInput>;
  /** With what to say; null when the record waits on the device (the section says so). */
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const problemText = useProblemText();
  const save = useSaveUsage(event.id, event.title);
  const [banner, setBanner] = useState<string | null>(null);
  const [clash, setClash] = useState<UsageClash | null>(null);

  const submit = form.handleSubmit(
    async (input) => {
      setBanner(null);
      await send(input.lines, input.version);
    },
    () => setBanner(null),
  );

  /** Saves the lines as a record made from `from`; a refusal because another device saved first shows both. */
  async function send(lines: UsageLine[], from: number) {
    try {
      const result = await save.mutateAsync({ lines, version: from });
      onDone(result.status === 'saved' ? t('saved') : null);
    } catch (error) {
      const current = staleUsageOf(error);
      if (current) return setClash({ mine: lines, current });
      if (!placeRefusal(form, error, usageFieldOf)) setBanner(problemText(error, t('failed')));
    }
  }

  function keepMine() {
    if (!clash) return;
    setClash(null);
    void send(clash.mine, clash.current.version);
  }

  return { busy: save.isPending, banner, clash, submit, keepMine };
}
