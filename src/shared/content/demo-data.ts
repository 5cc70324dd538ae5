/**
 * Demo records created on first start so a new install has something to show. The first event is the
 * newest. Dates are days after the first start, so the demo sale is always ahead.
 */
export const DEMO_EVENTS = [
  {
    title: 'New Year Special Mandi',
    daysAhead: 40,
    description: 'Start the year with a sharable mandi feast, cooked overnight in our pit.',
    isValentine: true,
  },
  {
    title: 'Weekend Mandi Sale',
    daysAhead: 12,
    description: 'Pit-cooked mandi delivered hot to your door. Limited slots for this weekend.',
    isValentine: false,
  },
] as const;

export const DEMO_EVENT_DEFAULTS = {
  image: 'event-default.jpg',
  badge: 'Limited Slots',
  buttonText: 'Book Now',
  maxOrders: 50,
} as const;

export const SAMPLE_DIARY_EVENT = {
  title: 'Sample Event',
  description: 'A sample event to try the task board, timers and reports.',
  createdBy: 'Current User',
  estimatedAttendance: 50,
} as const;
