import { useState } from 'react';
import type { EventUsage, UsageLine } from '#shared/schemas/event-usage.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { keyOf, useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { staleUsageOf, useSaveUsage } from '../api/event-usage.ts';
import { refusedLineOf, usageInputOf, type UsageRow } from './usage-rows.ts';

/** The cook's record beside the one another device saved first. */
export interface UsageClash {
  mine: UsageLine[];
  current: EventUsage;
}

/**
 * Saving the usage form's rows as a record made from `version`: the rule's and the server's problems by
 * line (or for the whole record), and a refusal because another device saved first as both records until
 * the cook keeps theirs (`keepMine`, sent again from the saved one) or takes the saved one.
 */
export function useUsageSave({
  event,
  version,
  rows,
  onDone,
}: {
  event: DiaryEvent;
  version: number;
  rows: readonly UsageRow[];
  /** With what to say; null when the record waits on the device (the section says so). */
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const { t: all } = useTranslation();
  const problemText = useProblemText();
  const save = useSaveUsage(event.id, event.title);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [clash, setClash] = useState<UsageClash | null>(null);

  async function submit() {
    setProblems({});
    setBanner(null);
    const input = usageInputOf(rows, version);
    if (!('lines' in input)) {
      if (input.banner) setBanner(all(keyOf(input.banner)));
      setProblems(Object.fromEntries(Object.entries(input.problems).map(([index, key]) => [index, all(keyOf(key))])));
      return;
    }
    await send(input.lines, version);
  }

  /** Saves the lines as a record made from `from`; a refusal because another device saved first shows both. */
  async function send(lines: UsageLine[], from: number) {
    try {
      const result = await save.mutateAsync({ lines, version: from });
      onDone(result.status === 'saved' ? t('saved') : null);
    } catch (error) {
      const current = staleUsageOf(error);
      if (current) return setClash({ mine: lines, current });
      const index = refusedLineOf(error);
      if (index !== undefined) setProblems({ [index]: problemText(error, t('failed')) });
      else setBanner(problemText(error, t('failed')));
    }
  }

  function keepMine() {
    if (!clash) return;
    setClash(null);
    void send(clash.mine, clash.current.version);
  }

  return { busy: save.isPending, problems, banner, clash, submit, keepMine };
}
