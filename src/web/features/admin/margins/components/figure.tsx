import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A figure the owner can open to see what it is made of: a native disclosure (a tap, never hover),
 * its summary at least 48 px tall. `testId` names it for the journeys.
 */
export function Figure({
  label,
  value,
  children,
  testId,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <details data-testid={testId} className="group rounded-xl bg-white ring-1 ring-stone-200 open:ring-amber-300">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-3 py-2 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1 break-words text-stone-700">{label}</span>
        <span
          data-testid={testId && `${testId}-value`}
          className={`shrink-0 text-right tabular-nums ${strong ? 'text-xl font-bold text-stone-900' : 'font-semibold text-stone-900'}`}
        >
          {value}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-stone-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-1 border-t border-stone-100 px-3 py-2 text-sm break-words text-stone-700">{children}</div>
    </details>
  );
}
