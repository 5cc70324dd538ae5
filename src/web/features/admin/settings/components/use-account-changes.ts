import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import type { Account, AccountChangeRequest } from '#shared/schemas/users.ts';
import type { Failure } from '#web/components/status-banners.tsx';
import { useUpdateAccount } from '../api/update-account.ts';
import {
  confirmationFor,
  NO_FORM,
  placeNothing,
  toggledPasswordForm,
  type PendingChange,
  type PlaceRefusal,
  type RowForm,
} from '../model/account-row.ts';

interface AccountChangeOutcomes {
  /** A change was made: its message. */
  onDone: (message: string) => void;
  /** The admin changed their own password: every session of theirs has ended. */
  onOwnPasswordChanged: () => void;
}

/** One account's changes, the form its row has open, and the refusal it shows above them. */
export function useAccountChanges(account: Account, meId: number, outcomes: AccountChangeOutcomes) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const update = useUpdateAccount();
  const [form, setForm] = useState<RowForm>(NO_FORM);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { username } = account;

  /** Sends the change; a refusal `placed` beside a field stays there, any other goes above. */
  async function change(changes: AccountChangeRequest, success: string, placed = placeNothing) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: account.id, changes });
      return success;
    } catch (error) {
      if (!placed(error)) setFailure(describeFailure(error, t('staff.updateFailed', { username })));
      return null;
    }
  }

  /** Asks for the acting admin's password first when the change needs it. */
  async function ask(next: PendingChange) {
    const confirmation = confirmationFor(meId, account, next);
    if (confirmation) {
      setForm(confirmation);
      return;
    }
    const done = await change(next.changes, next.success);
    if (done) outcomes.onDone(done);
  }

  async function confirm(currentPassword: string, placed: PlaceRefusal) {
    if (form.kind !== 'confirm') return;
    const done = await change({ ...form.change.changes, currentPassword }, form.change.success, placed);
    if (!done) return;
    setForm(NO_FORM);
    outcomes.onDone(done);
  }

  async function savePassword(changes: AccountChangeRequest, placed: PlaceRefusal) {
    const done = await change(changes, t('staff.passwordReset', { username }), placed);
    if (!done) return;
    setForm(NO_FORM);
    if (account.id === meId) outcomes.onOwnPasswordChanged();
    else outcomes.onDone(done);
  }

  return {
    form,
    busy: update.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    togglePasswordForm: () => setForm(toggledPasswordForm),
    closeForms: () => setForm(NO_FORM),
    ask,
    confirm,
    savePassword,
  };
}
