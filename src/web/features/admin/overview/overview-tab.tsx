/** Placeholder: the overview (counts, revenue, recent events and bookings, chart). */
export function OverviewTab(_props: { onViewAllBookings: () => void }) {
  return <p>Overview</p>;
}
