import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { button } from './buttons.ts';
import { useSignOut } from '#web/lib/session.ts';

const LOOKS = {
  /** On the dark header bar of a signed-in screen. */
  header:
    'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl bg-white/10 px-4 text-base font-semibold text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 disabled:opacity-60',
  /** On a light panel, e.g. a screen's own top bar. */
  panel: button.secondary,
};

/** Signs this device out; the one sign-out control a screen shows. */
export function SignOutButton({ look = 'header', label }: { look?: keyof typeof LOOKS; label?: ReactNode }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending} className={LOOKS[look]}>
      <LogOut aria-hidden className="size-5" /> {label ?? t('auth.signOut')}
    </button>
  );
}
