/**
 * Demo records created on first start so a new install has something to show. The first event is the
 * newest. Dates are days after the first start, so the demo sale is always ahead.
 */
export const DEMO_EVENTS = [
  {
    title: 'New Year Special Mandi',
    daysAhead: 40,
    description: 'Start the year with a sharable mandi feast, cooked overnight in our pit.',
    titleMl: 'പുതുവത്സര സ്പെഷ്യൽ മന്തി',
    descriptionMl: 'രാത്രി മുഴുവൻ ഞങ്ങളുടെ കുഴിയിൽ വേവിച്ച, എല്ലാവർക്കും പങ്കിട്ടു കഴിക്കാവുന്ന മന്തി വിരുന്നോടെ പുതുവർഷം തുടങ്ങൂ.',
    isValentine: true,
  },
  {
    title: 'Weekend Mandi Sale',
    daysAhead: 12,
    description: 'Pit-cooked mandi delivered hot to your door. Limited slots for this weekend.',
    titleMl: 'വാരാന്ത്യ മന്തി വിൽപ്പന',
    descriptionMl: 'കുഴിയിൽ വേവിച്ച മന്തി ചൂടോടെ നിങ്ങളുടെ വീട്ടുപടിക്കൽ. ഈ വാരാന്ത്യത്തിലേക്ക് കുറച്ച് സ്ലോട്ടുകൾ മാത്രം.',
    isValentine: false,
  },
] as const;

export const DEMO_EVENT_DEFAULTS = {
  image: 'event-default.jpg',
  badge: 'Limited Slots',
  buttonText: 'Book Now',
  badgeMl: 'പരിമിതമായ സ്ലോട്ടുകൾ',
  buttonTextMl: 'ഇപ്പോൾ ബുക്ക് ചെയ്യുക',
  maxOrders: 50,
} as const;

export const SAMPLE_DIARY_EVENT = {
  title: 'Sample Event',
  description: 'A sample event to try the task board, timers and reports.',
  createdBy: 'Current User',
  estimatedAttendance: 50,
} as const;
