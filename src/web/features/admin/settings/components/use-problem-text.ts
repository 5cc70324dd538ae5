import { useTranslation } from '#web/lib/i18n.ts';
import { isTextKey } from '#shared/content/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { describeFailure, type Failure } from '#web/components/status-banners.tsx';
import type { Problem } from '../model/account-messages.ts';

/** Words account problems in the admin's language, from the key the rule or the server's code names. */
export function useProblemText() {
  const { t } = useTranslation();
  const say = (problem: Problem): string => t(problem.key, problem.params);
  const failure = (error: unknown, title: string): Failure => {
    const described = describeFailure(error, title, t('adminSettings.unableToConnect'));
    if (!(error instanceof ApiError) || !error.code || !isTextKey(error.code)) return described;
    return { ...described, detail: say({ key: error.code, params: error.params }) };
  };
  return { say, failure };
}
