import { useTranslation } from '#web/lib/i18n.ts';
import {
  ACTION_REQUIRED_KEY,
  EARLY_REASON_KEY,
  EARLY_TOLERANCE_MINUTES,
  actionTakenSchema,
  earlyReasonSchema,
} from '#shared/domain/kitchen/check-rules.ts';
import { KITCHEN_LIMITS, limitParams } from '#shared/domain/kitchen/limits.ts';
import { TextAreaField, TextField } from './fields.tsx';

/** What a check still needs before it completes: a corrective action, a reason for doing it early. */
export interface CheckNeeds {
  /** The value is outside its limit and nothing was written about it yet. */
  action: boolean;
  /** The check is due at this time (as shown) more than EARLY_TOLERANCE_MINUTES from now; null when not. */
  earlyTime: string | null;
}

export interface CheckRecords {
  actionTaken: string;
  earlyReason: string;
}

/** The text keys (with params) of what is missing or too short, as the server would refuse it; null when fine. */
export function checkRecordProblems(needs: CheckNeeds, typed: CheckRecords) {
  const action =
    !needs.action || actionTakenSchema.safeParse(typed.actionTaken).success
      ? null
      : typed.actionTaken.trim() === ''
        ? { key: ACTION_REQUIRED_KEY, params: {} }
        : { key: KITCHEN_LIMITS.actionTakenLength.key, params: limitParams(KITCHEN_LIMITS.actionTakenLength.key) };
  const early =
    needs.earlyTime === null || earlyReasonSchema.safeParse(typed.earlyReason).success
      ? null
      : { key: EARLY_REASON_KEY, params: { time: needs.earlyTime, minutes: EARLY_TOLERANCE_MINUTES } };
  return action || early ? { action, early } : null;
}

/** The typed records as a completion sends them: only what the check needs. */
export function checkRecordBody(needs: CheckNeeds, typed: CheckRecords) {
  return {
    ...(needs.action ? { actionTaken: typed.actionTaken.trim() } : {}),
    ...(needs.earlyTime !== null ? { earlyReason: typed.earlyReason.trim() } : {}),
  };
}

interface CheckRecordFieldsProps {
  needs: CheckNeeds;
  value: CheckRecords;
  onChange: (value: CheckRecords) => void;
  problems: ReturnType<typeof checkRecordProblems>;
}

/**
 * The fields a check asks for before it completes: what was done about a value outside its limit (in
 * the cook's own words) and why it is done before its time. Shown only when needed.
 */
export function CheckRecordFields({ needs, value, onChange, problems }: CheckRecordFieldsProps) {
  const { t } = useTranslation();
  if (!needs.action && needs.earlyTime === null) return null;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {needs.action && (
        <TextAreaField
          label={t('kitchenRules.checks.actionLabel')}
          rows={2}
          value={value.actionTaken}
          maxLength={KITCHEN_LIMITS.actionTakenLength.max}
          error={problems?.action ? t(problems.action.key, problems.action.params) : null}
          onChange={(event) => onChange({ ...value, actionTaken: event.target.value })}
        />
      )}
      {needs.earlyTime !== null && (
        <TextField
          label={t('kitchenRules.checks.earlyLabel')}
          hint={
            problems?.early
              ? undefined
              : t(EARLY_REASON_KEY, { time: needs.earlyTime, minutes: EARLY_TOLERANCE_MINUTES })
          }
          value={value.earlyReason}
          maxLength={KITCHEN_LIMITS.reasonLength.max}
          error={problems?.early ? t(problems.early.key, problems.early.params) : null}
          onChange={(event) => onChange({ ...value, earlyReason: event.target.value })}
        />
      )}
    </div>
  );
}
