/** Placeholder: all bookings with filters, status changes and CSV export. */
export function BookingsTab() {
  return <p>All Bookings</p>;
}
