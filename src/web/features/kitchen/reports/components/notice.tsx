import { LoaderCircle } from 'lucide-react';

/** A line that says what the report is waiting for, or what to do next. */
export function Notice({ text, busy = false }: { text: string; busy?: boolean }) {
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm ring-1 ring-stone-200"
    >
      {busy && <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin" />}
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
