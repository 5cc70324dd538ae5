import type { PublicEvent } from '#shared/schemas/events.ts';

export interface BookingDialogProps {
  event: PublicEvent;
  onClose: () => void;
}

/** Placeholder until the booking dialog lands. */
export default function BookingDialog({ event, onClose }: BookingDialogProps) {
  return (
    <div role="dialog" aria-label={event.title}>
      <button type="button" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
