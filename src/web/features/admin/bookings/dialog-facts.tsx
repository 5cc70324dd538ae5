import type { ReactNode } from 'react';

export interface DialogFact {
  label: string;
  value: ReactNode;
  /** How the value is set: e.g. `font-mono` for a reference, `tabular-nums` for money and times. */
  valueClass?: string;
  testId?: string;
}

/** What a confirm dialog is about, as label and value pairs, before the admin confirms. */
export function DialogFacts({ facts }: { facts: DialogFact[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-xl bg-stone-50 p-3 text-stone-800 ring-1 ring-stone-200">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-stone-600">{fact.label}</dt>
          <dd className={`font-semibold [overflow-wrap:anywhere] ${fact.valueClass ?? ''}`} data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
