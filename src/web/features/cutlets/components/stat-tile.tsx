import type { ReactNode } from 'react';
import { panel } from '#web/components/buttons.ts';

/** A number for the wall: its name, the figure in large type, and a line under it. */
export function StatTile({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${panel} flex min-w-0 flex-col gap-1`}>
      <p className="text-base font-semibold text-stone-700 xl:text-xl">{label}</p>
      <p data-testid={testId} className="break-words text-3xl font-bold text-stone-900 tabular-nums xl:text-5xl">
        {value}
      </p>
      {children}
    </div>
  );
}
