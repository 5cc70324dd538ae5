import { KeyRound, LoaderCircle, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { ROLES, type Role } from '#shared/domain/access.ts';
import { asksForActorPassword, newAccountAsksForActorPassword } from '#shared/domain/re-authentication.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import type { Account } from '#shared/schemas/users.ts';
import { TextField } from '#web/components/text-field.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useCreateAccount } from '../api/create-account.ts';
import { useAccounts } from '../api/get-accounts.ts';
import type { AccountChangeRequest } from '#shared/schemas/users.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { actorPasswordProblem, passwordCheck, usernameCheck, wordProblem } from '../model/account-messages.ts';
import {
  DANGER_BUTTON,
  LoadingLine,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  SettingsCard,
} from '#web/features/admin/components/settings-card.tsx';
import { SelectField } from '#web/features/admin/components/select-field.tsx';
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
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [actorPassword, setActorPassword] = useState('');
  const [actorError, setActorError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const username = account.username;
  const isMe = account.id === meId;
  const otherRole: Role = account.role === 'admin' ? 'staff' : 'admin';
  const resetAsksForActor = asksForActorPassword(meId, account, { password });

  /** Sends the change; a refusal of the acting admin's password goes beside its field, any other above. */
  async function change(changes: AccountChangeRequest, success: string) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: account.id, changes });
      return success;
    } catch (error) {
      const problem = actorPasswordProblem(error);
      if (problem) setActorError(wordProblem(problem));
      else setFailure(describeFailure(error, t('staff.updateFailed', { username })));
      return null;
    }
  }

  /** Asks for the acting admin's password first when the change needs it (re-authentication.ts). */
  async function ask(next: PendingChange) {
    if (asksForActorPassword(meId, account, next.changes)) {
      setResetting(false);
      setActorPassword('');
      setActorError(null);
      setPending(next);
      return;
    }
    const done = await change(next.changes, next.success);
    if (done) onDone(done);
  }

  /** The acting admin's password, checked for presence before it is sent. */
  function actorPasswordGiven(): boolean {
    const missing = actorPassword === '';
    setActorError(missing ? t('password.currentMissing') : null);
    return !missing;
  }

  async function confirmPending(submitted: FormEvent) {
    submitted.preventDefault();
    if (!pending || !actorPasswordGiven()) return;
    const done = await change({ ...pending.changes, currentPassword: actorPassword }, pending.success);
    if (!done) return;
    setPending(null);
    setActorPassword('');
    onDone(done);
  }

  async function savePassword(submitted: FormEvent) {
    submitted.preventDefault();
    const problem = passwordCheck(password, username);
    setPasswordError(problem ? wordProblem(problem) : null);
    const actorGiven = resetAsksForActor ? actorPasswordGiven() : true;
    if (problem || !actorGiven) return;
    const changes = resetAsksForActor ? { password, currentPassword: actorPassword } : { password };
    const done = await change(changes, t('staff.passwordReset', { username }));
    if (!done) return;
    closeForms();
    if (isMe) onOwnPasswordChanged();
    else onDone(done);
  }

  function closeForms() {
    setResetting(false);
    setPending(null);
    setPassword('');
    setPasswordError(null);
    setActorPassword('');
    setActorError(null);
  }

  const roleLabel = otherRole === 'admin' ? t('staff.makeAdmin') : t('staff.makeStaff');
  const activeLabel = account.active ? t('staff.deactivate') : t('staff.reactivate');
  const actorField = (
    <ActorPasswordField
      className="min-w-0 flex-1"
      autoFocus={pending !== null}
      value={actorPassword}
      onChange={(value) => {
        setActorPassword(value);
        setActorError(null);
      }}
      error={actorError}
    />
  );
  const cancelButton = (
    <button type="button" onClick={closeForms} className={`${SECONDARY_BUTTON} min-h-11`}>
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
            className={`${SECONDARY_BUTTON} min-h-11`}
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
                className={`${SECONDARY_BUTTON} min-h-11`}
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
                className={`${account.active ? DANGER_BUTTON : SECONDARY_BUTTON} min-h-11`}
              >
                {activeLabel}
              </button>
            </>
          )}
        </div>
      </div>
      {resetting && (
        <form
          noValidate
          onSubmit={(submitted) => void savePassword(submitted)}
          className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-3 sm:flex-row sm:flex-wrap sm:items-start"
        >
          <TextField
            className="min-w-0 flex-1"
            label={t('staff.newPasswordFor', { username })}
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(input) => setPassword(input.target.value)}
            error={passwordError}
          />
          {resetAsksForActor && actorField}
          <div className="flex gap-2 sm:mt-6">
            <button
              type="submit"
              disabled={update.isPending}
              className={`${PRIMARY_BUTTON} min-h-11 flex-1 py-2 text-sm`}
            >
              {t('staff.savePassword')}
            </button>
            {cancelButton}
          </div>
        </form>
      )}
      {pending && (
        <form
          noValidate
          onSubmit={(submitted) => void confirmPending(submitted)}
          aria-label={t('confirm.prompt', { action: pending.label })}
          className="mt-3 grid gap-2 border-t border-stone-200 pt-3"
        >
          <p className="text-sm font-medium text-stone-800">{t('confirm.prompt', { action: pending.label })}</p>
          {actorField}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={update.isPending} className={`${PRIMARY_BUTTON} min-h-11 text-sm`}>
              {pending.label}
            </button>
            {cancelButton}
          </div>
        </form>
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

function AddAccountForm({ onAdded }: { onAdded: (username: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const create = useCreateAccount();
  const empty = { username: '', password: '', role: 'staff' as Role, displayName: '', actorPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<{
    username?: string;
    password?: string;
    displayName?: string;
    actorPassword?: string;
  }>({});
  const asksForActor = newAccountAsksForActorPassword(values.role);
  const [failure, setFailure] = useState<Failure | null>(null);

  function set<K extends keyof typeof values>(field: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const form = submitted.currentTarget;
    const username = values.username.trim().toLowerCase();
    const usernameProblem = usernameCheck(username);
    const passwordProblem = passwordCheck(values.password, username);
    const next = {
      username: usernameProblem ? wordProblem(usernameProblem) : undefined,
      password: passwordProblem ? wordProblem(passwordProblem) : undefined,
      displayName:
        values.displayName.trim().length > 80 ? wordProblem({ key: 'adminSettings.messages.nameTooLong' }) : undefined,
      actorPassword: asksForActor && !values.actorPassword ? t('password.currentMissing') : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.password || next.displayName || next.actorPassword) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const displayName = values.displayName.trim();
      const created = await create.mutateAsync({
        username,
        password: values.password,
        role: values.role,
        ...(displayName ? { displayName } : {}),
        ...(asksForActor ? { currentPassword: values.actorPassword } : {}),
      });
      setValues(empty);
      onAdded(created.username);
    } catch (error) {
      const problem = actorPasswordProblem(error);
      if (problem) setErrors({ actorPassword: wordProblem(problem) });
      else setFailure(describeFailure(error, t('staff.add.failed')));
    }
  }

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
        name="newUsername"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        value={values.username}
        onChange={(input) => set('username', input.target.value)}
        error={errors.username}
      />
      <TextField
        label={t('staff.add.password')}
        name="newAccountPassword"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(input) => set('password', input.target.value)}
        error={errors.password}
      />
      <TextField
        label={t('staff.add.name')}
        name="newDisplayName"
        autoComplete="off"
        maxLength={80}
        value={values.displayName}
        onChange={(input) => set('displayName', input.target.value)}
        error={errors.displayName}
      />
      <SelectField
        label={t('staff.add.role')}
        name="newRole"
        value={values.role}
        onChange={(input) => set('role', input.target.value as Role)}
        options={ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
      />
      {asksForActor && (
        <ActorPasswordField
          className="sm:col-span-2"
          value={values.actorPassword}
          onChange={(value) => set('actorPassword', value)}
          error={errors.actorPassword}
        />
      )}
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <div className="sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={PRIMARY_BUTTON}>
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
