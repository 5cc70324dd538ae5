import type { adminOverviewEn } from './admin-overview.en.ts';
import type { Texts } from './texts-type.ts';

/** The admin's Overview tab. */
export const adminOverviewMl: Texts<typeof adminOverviewEn> = {
  loadFailed: 'ബുക്കിംഗ് വിവരങ്ങൾ ലോഡ് ചെയ്യാൻ കഴിയുന്നില്ല',
  retry: 'വീണ്ടും ശ്രമിക്കുക',
  loading: 'ലോഡ് ചെയ്യുന്നു...',
  title: 'അവലോകനം',
  counts: 'ഓർഡറുകൾ',
  total: 'ആകെ ഓർഡറുകൾ',
  revenue: 'ആകെ വരുമാനം',
  revenueNote: 'റദ്ദാക്കിയ ഓർഡറുകൾ ഉൾപ്പെടുത്തിയിട്ടില്ല',
  recentEvents: 'സമീപകാല ഇവന്റുകൾ',
  recentEventsEmpty: 'ബുക്കിംഗുള്ള ഇവന്റുകളൊന്നും ഇതുവരെ ഇല്ല.',
  eventBookings_one: '{{count}} ബുക്കിംഗ്',
  eventBookings_other: '{{count}} ബുക്കിംഗുകൾ',
  recentBookings: 'സമീപകാല ബുക്കിംഗുകൾ',
  recentBookingsEmpty: 'ഇതുവരെ ബുക്കിംഗുകളൊന്നുമില്ല.',
  viewAll: 'എല്ലാ ബുക്കിംഗുകളും കാണുക',
  chart: {
    title: 'ഇവന്റ് തിരിച്ചുള്ള വിൽപ്പന',
    intro: 'ഓരോ ഇവന്റിന്റെയും വരുമാനവും വിറ്റുപോയ സ്ലോട്ടുകളും. റദ്ദാക്കിയ ഓർഡറുകൾ കണക്കിലില്ല.',
    revenue: 'വരുമാനം',
    slots: 'വിറ്റ സ്ലോട്ടുകൾ',
    slotsOf: '{{max}} സ്ലോട്ടുകളിൽ {{sold}} എണ്ണം',
    empty: 'ഇതുവരെ വിൽപ്പനയൊന്നുമില്ല.',
  },
};
