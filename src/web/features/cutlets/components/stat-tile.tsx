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

/** A thick bar readable from across the kitchen; green when full. */
export function Bar({ label, percent, text }: { label: string; percent: number; text: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={text}
      className="mt-1 h-4 overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={`h-full rounded-full ${percent >= 100 ? 'bg-emerald-600' : 'bg-amber-600'}`}
        style={{ width: `${Math.min(100, percent)}%` }}
      />
    </div>
  );
}
