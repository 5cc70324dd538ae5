/** Placeholder: the events grid, form, images and deletion. */
export function EventsTab(_props: { onViewBookings: (eventId: number) => void }) {
  return <p>Events</p>;
}
