import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabListProps<Tab extends string> {
  tabs: readonly Tab[];
  current: Tab;
  onOpen: (tab: Tab) => void;
  /** Names the tab buttons (`<idPrefix>-tab-<name>`) and the panel (`<idPrefix>-panel`). */
  idPrefix: string;
  label: string;
  renderTab: (tab: Tab) => ReactNode;
  /** The grid: how many tabs sit in a row at each width. */
  className: string;
}

/** Touch-sized tabs; the arrow keys move between them, as in every tab list. */
export function TabList<Tab extends string>({
  tabs,
  current,
  onOpen,
  idPrefix,
  label,
  renderTab,
  className,
}: TabListProps<Tab>) {
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  function onKey(event: KeyboardEvent, from: Tab) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(from) + step + tabs.length) % tabs.length]!;
    onOpen(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`grid gap-1.5 ${className}`}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(element) => {
            buttons.current[name] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${name}`}
          aria-selected={current === name}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={current === name ? 0 : -1}
          onClick={() => onOpen(name)}
          onKeyDown={(event) => onKey(event, name)}
          className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 py-2 font-semibold leading-tight focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 ${
            current === name
              ? 'bg-amber-700 text-white shadow-sm'
              : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-amber-50'
          }`}
        >
          {renderTab(name)}
        </button>
      ))}
    </div>
  );
}
