import { useTranslation } from 'react-i18next';
import { describeFailure, type Failure } from '../../events/components/status-banners.tsx';
import { knownMessage, type Problem } from '../model/account-messages.ts';

/** Words account problems in the admin's language; sentences the app does not know stay as the server wrote them. */
export function useProblemText() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.settings' });
  const say = (problem: Problem): string =>
    'key' in problem ? t(`messages.${problem.key}`, problem.params) : problem.text;
  const failure = (error: unknown, title: string): Failure => {
    const described = describeFailure(error, title, t('unableToConnect'));
    const known = described.detail ? knownMessage(described.detail) : null;
    return known ? { ...described, detail: say(known) } : described;
  };
  return { say, failure };
}
