import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { compactButton } from '#web/components/buttons.ts';

/** One section of the Settings tab: a white card with its heading. */
export function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl bg-white p-4 shadow-md ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A form's submit button that spins and says so while the form is being saved. */
export function SaveButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <div>
      <button type="submit" disabled={pending || disabled} className={compactButton.primary}>
        {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}

/** A section's loading line, announced to screen readers. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {text}
    </p>
  );
}
