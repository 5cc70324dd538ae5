/** A failed action's title and, when there is one, the reason after it: "Export failed: No connection". */
export function withReason(title: string, reason: string): string {
  return reason ? `${title}: ${reason}` : title;
}
