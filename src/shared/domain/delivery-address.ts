/** Where a booking is delivered, as one line: the address, with its pincode unless it already says it. */
export function deliveryAddress(booking: { address: string; pincode: string }): string {
  return booking.address.includes(booking.pincode) ? booking.address : `${booking.address}, ${booking.pincode}`;
}
