import { KeyRound, LoaderCircle, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { ROLES, type Role } from '#shared/domain/access.ts';
import { asksForActorPassword, newAccountAsksForActorPassword } from '#shared/domain/re-authentication.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Account, AccountChangeRequest } from '#shared/schemas/users.ts';
import { compactButton } from '#web/components/buttons.ts';
import { SelectField, TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useCreateAccount } from '../api/create-account.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import {
  confirmationSchema,
  NEW_ACCOUNT,
  newAccountSchema,
  passwordResetSchema,
  placeActorRefusal,
} from '../model/account-forms.ts';
import { LoadingLine, SettingsCard } from '#web/features/admin/components/settings-card.tsx';
import { ActorPasswordField } from './actor-password-field.tsx';

interface StaffAccountsSectionProps {
  me: SessionUser;
  /** The admin changed their own password: every session of theirs has ended. */
  onOwnPasswordChanged: () => void;
}

/** Everyone who can sign in: add, reset a password, change the role, deactivate and reactivate. */
export function StaffAccountsSection({ me, onOwnPasswordChanged }: StaffAccountsSectionProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const accounts = useAccounts();
  const flash = useFlash();

  let list;
  if (accounts.isPending) {
    list = <LoadingLine text={t('staff.loading')} />;
  } else if (accounts.isError) {
    list = (
      <ErrorBanner
        failure={describeFailure(accounts.error, t('staff.loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void accounts.refetch() }}
      />
    );
  } else {
    list = (
      <ul className="grid gap-3">
        {accounts.data.map((account) => (
          <AccountRow
            key={account.id}
            account={account}
            meId={me.id}
            onDone={flash.show}
            onOwnPasswordChanged={onOwnPasswordChanged}
          />
        ))}
      </ul>
    );
  }

  return (
    <SettingsCard id="settings-staff" title={t('staff.title')} intro={t('staff.intro')}>
      <SuccessBanner message={flash.message} />
      {list}
      <AddAccountForm onAdded={(username) => flash.show(t('staff.add.created', { username }))} />
    </SettingsCard>
  );
}

/** A change waiting for the acting admin's own password. */
interface PendingChange {
  changes: AccountChangeRequest;
  success: string;
  /** The action's words: the prompt names it and the confirm button says it. */
  label: string;
}

/** Answers whether a refusal was put beside one of the form's fields (else the caller shows it). */
type PlaceRefusal = (error: unknown) => boolean;
const placeNothing: PlaceRefusal = () => false;

function AccountRow({
  account,
  meId,
  onDone,
  onOwnPasswordChanged,
}: {
  account: Account;
  meId: number;
  onDone: (message: string) => void;
  onOwnPasswordChanged: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const update = useUpdateAccount();
  const [resetting, setResetting] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const username = account.username;
  const isMe = account.id === meId;
  const otherRole: Role = account.role === 'admin' ? 'staff' : 'admin';

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

  /** Asks for the acting admin's password first when the change needs it (re-authentication.ts). */
  async function ask(next: PendingChange) {
    if (asksForActorPassword(meId, account, next.changes)) {
      setResetting(false);
      setPending(next);
      return;
    }
    const done = await change(next.changes, next.success);
    if (done) onDone(done);
  }

  async function confirmPending(currentPassword: string, placed: PlaceRefusal) {
    if (!pending) return;
    const done = await change({ ...pending.changes, currentPassword }, pending.success, placed);
    if (!done) return;
    setPending(null);
    onDone(done);
  }

  async function savePassword(changes: AccountChangeRequest, placed: PlaceRefusal) {
    const done = await change(changes, t('staff.passwordReset', { username }), placed);
    if (!done) return;
    closeForms();
    if (isMe) onOwnPasswordChanged();
    else onDone(done);
  }

  function closeForms() {
    setResetting(false);
    setPending(null);
  }

  const roleLabel = otherRole === 'admin' ? t('staff.makeAdmin') : t('staff.makeStaff');
  const activeLabel = account.active ? t('staff.deactivate') : t('staff.reactivate');
  const cancelButton = (
    <button type="button" onClick={closeForms} className={compactButton.secondary}>
      {t('staff.cancel')}
    </button>
  );

  return (
    <li
      data-testid={`account-${username}`}
      className={`rounded-xl p-3 ring-1 ring-stone-200 ${account.active ? 'bg-white' : 'bg-stone-50'}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className={`min-w-0 ${account.active ? '' : 'opacity-70'}`}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-all font-semibold text-stone-900">{account.displayName || username}</span>
            {isMe && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('staff.you')}
              </span>
            )}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
            <span className="break-all">@{username}</span>
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-200">
              {t(`staff.roles.${account.role}`)}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                account.active ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-stone-700 text-white'
              }`}
            >
              {account.active ? t('staff.active') : t('staff.inactive')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => {
              const open = !resetting;
              closeForms();
              setResetting(open);
            }}
            aria-expanded={resetting}
            className={compactButton.secondary}
          >
            <KeyRound aria-hidden className="size-4" />
            {t('staff.resetPassword')}
          </button>
          {!isMe && (
            <>
              <button
                type="button"
                disabled={update.isPending}
                onClick={() =>
                  void ask({
                    changes: { role: otherRole },
                    success: t('staff.roleChanged', { username, role: t(`staff.roles.${otherRole}`) }),
                    label: roleLabel,
                  })
                }
                className={compactButton.secondary}
              >
                {roleLabel}
              </button>
              <button
                type="button"
                disabled={update.isPending}
                onClick={() =>
                  void ask({
                    changes: { active: !account.active },
                    success: t(account.active ? 'staff.deactivated' : 'staff.reactivated', { username }),
                    label: activeLabel,
                  })
                }
                className={account.active ? compactButton.dangerOutline : compactButton.secondary}
              >
                {activeLabel}
              </button>
            </>
          )}
        </div>
      </div>
      {resetting && (
        <PasswordResetForm
          username={username}
          asksForActor={asksForActorPassword(meId, account, { password: '' })}
          busy={update.isPending}
          onSave={savePassword}
          cancelButton={cancelButton}
        />
      )}
      {pending && (
        <ConfirmChangeForm
          action={pending.label}
          busy={update.isPending}
          onConfirm={confirmPending}
          cancelButton={cancelButton}
        />
      )}
      {failure && (
        <ErrorBanner
          className="mt-3"
          failure={failure}
          onDismiss={() => setFailure(null)}
          dismissLabel={t('dismiss')}
        />
      )}
    </li>
  );
}

/** Another account's new password, with the acting admin's own where the change asks for it. */
function PasswordResetForm({
  username,
  asksForActor,
  busy,
  onSave,
  cancelButton,
}: {
  username: string;
  asksForActor: boolean;
  busy: boolean;
  onSave: (changes: AccountChangeRequest, placed: PlaceRefusal) => Promise<void>;
  cancelButton: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const form = useSchemaForm(passwordResetSchema(username, asksForActor), { password: '', currentPassword: '' });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const submit = form.handleSubmit((changes) => onSave(changes, (error) => placeActorRefusal(form, error)));
  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <TextField
        className="min-w-0 flex-1"
        label={t('staff.newPasswordFor', { username })}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={problem(errors.password)}
        {...form.register('password')}
      />
      {asksForActor && (
        <ActorPasswordField
          className="min-w-0 flex-1"
          error={problem(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
      )}
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" disabled={busy} className={`${compactButton.primary} flex-1`}>
          {t('staff.savePassword')}
        </button>
        {cancelButton}
      </div>
    </form>
  );
}

/** The acting admin's own password, confirming a change already chosen (named by `action`). */
function ConfirmChangeForm({
  action,
  busy,
  onConfirm,
  cancelButton,
}: {
  action: string;
  busy: boolean;
  onConfirm: (currentPassword: string, placed: PlaceRefusal) => Promise<void>;
  cancelButton: ReactNode;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const form = useSchemaForm(confirmationSchema, { currentPassword: '' });
  const problem = useFieldProblem();
  const submit = form.handleSubmit(({ currentPassword }) =>
    onConfirm(currentPassword, (error) => placeActorRefusal(form, error)),
  );
  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-label={t('confirm.prompt', { action })}
      className="mt-3 grid gap-2 border-t border-stone-200 pt-3"
    >
      <p className="text-sm font-medium text-stone-800">{t('confirm.prompt', { action })}</p>
      <ActorPasswordField
        className="min-w-0 flex-1"
        autoFocus
        error={problem(form.formState.errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={compactButton.primary}>
          {action}
        </button>
        {cancelButton}
      </div>
    </form>
  );
}

function AddAccountForm({ onAdded }: { onAdded: (username: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const create = useCreateAccount();
  const form = useSchemaForm(newAccountSchema, NEW_ACCOUNT);
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const asksForActor = newAccountAsksForActorPassword(form.watch('role'));
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = form.handleSubmit(
    async (account) => {
      setFailure(null);
      try {
        const created = await create.mutateAsync(account);
        form.reset();
        onAdded(created.username);
      } catch (error) {
        if (!placeActorRefusal(form, error)) setFailure(describeFailure(error, t('staff.add.failed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-labelledby="add-account-title"
      className="mt-5 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2"
    >
      <h3 id="add-account-title" className="font-semibold text-stone-900 sm:col-span-2">
        {t('staff.add.title')}
      </h3>
      <TextField
        label={t('staff.add.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        error={problem(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label={t('staff.add.password')}
        type="password"
        autoComplete="new-password"
        error={problem(errors.password)}
        {...form.register('password')}
      />
      <TextField
        label={t('staff.add.name')}
        autoComplete="off"
        maxLength={80}
        error={problem(errors.displayName)}
        {...form.register('displayName')}
      />
      <SelectField
        label={t('staff.add.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
        {...form.register('role')}
      />
      {asksForActor && (
        <ActorPasswordField
          className="sm:col-span-2"
          error={problem(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
      )}
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <div className="sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={compactButton.primary}>
          {create.isPending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <UserPlus aria-hidden className="size-4" />
          )}
          {create.isPending ? t('saving') : t('staff.add.submit')}
        </button>
      </div>
    </form>
  );
}
