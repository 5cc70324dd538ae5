import { useRef, type ReactNode, type RefObject } from 'react';
import { useLockBodyScroll, useModal } from './use-modal.ts';

interface ModalProps {
  labelledBy: string;
  describedBy?: string;
  /** Escape (and whatever else closes the dialog). */
  onEscape: () => void;
  /** Where focus starts; the dialog itself when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog panel's own classes. */
  className: string;
  /** The dimmed backdrop's layout; a bottom sheet on phones and centred above by default. */
  overlayClassName?: string;
  children: ReactNode;
}

/** The one modal dialog: dimmed backdrop, focus kept inside, Escape, the page behind not scrolling. */
export function Modal({
  labelledBy,
  describedBy,
  onEscape,
  initialFocusRef,
  className,
  overlayClassName = 'z-50 items-end p-3 sm:items-center sm:p-4',
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(dialogRef, initialFocusRef ?? dialogRef, onEscape);
  useLockBodyScroll();
  return (
    <div className={`fixed inset-0 flex justify-center bg-stone-950/60 ${overlayClassName}`}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`focus:outline-none ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
