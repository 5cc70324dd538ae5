import { createContext, useContext, type ReactNode } from 'react';
import type { CutletField } from '#shared/domain/kitchen/cutlets.ts';
import type { DayState } from './day-state.ts';

export interface DayContextValue {
  state: DayState;
  /** The worker's name as typed on this device ('' shows as 'Worker'). */
  worker: string;
  /** The time the screen last looked at (late tasks). */
  now: number;
  /** The fields whose typed text is refused now: what is worked out from them shows no numbers. */
  refused: ReadonlySet<CutletField>;
  /** A field says whether it shows a refusal. */
  onRefused: (field: CutletField, refused: boolean) => void;
}

const DayContext = createContext<DayContextValue | null>(null);

export function DayProvider({ value, children }: { value: DayContextValue; children: ReactNode }) {
  return <DayContext.Provider value={value}>{children}</DayContext.Provider>;
}

/** The open day, for every view and piece of the tool. */
export function useDay(): DayContextValue {
  const value = useContext(DayContext);
  if (!value) throw new Error('useDay needs a DayProvider');
  return value;
}
