/** Placeholder: the bookings of one event, opened from the event's View Bookings button. */
export function EventBookingsView(_props: { eventId: number; onBack: () => void }) {
  return <p>Event bookings</p>;
}
