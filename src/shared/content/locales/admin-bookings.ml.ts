import type { adminBookingsEn } from './admin-bookings.en.ts';
import type { Texts } from './texts-type.ts';

/** Admin overview and bookings texts in Malayalam. */
export const adminBookingsMl: Texts<typeof adminBookingsEn> = {
  loadFailed: 'ബുക്കിംഗ് വിവരങ്ങൾ ലോഡ് ചെയ്യാൻ കഴിയുന്നില്ല',
  retry: 'വീണ്ടും ശ്രമിക്കുക',
  loading: 'ലോഡ് ചെയ്യുന്നു...',
  status: {
    pending: 'കാത്തിരിപ്പിൽ',
    confirmed: 'സ്ഥിരീകരിച്ചു',
    delivered: 'ഡെലിവർ ചെയ്തു',
    cancelled: 'റദ്ദാക്കി',
  },
  refusals: {
    noSlots:
      'ബുക്കിംഗ് {{reference}}-ന് {{needed}} സ്ലോട്ടുകൾ വേണം, പക്ഷേ {{available}} എണ്ണം മാത്രമേ ബാക്കിയുള്ളൂ: അത് റദ്ദാക്കിയ നിലയിൽ തുടരും. ആദ്യം ഇവന്റിന്റെ ശേഷി കൂട്ടുക, എന്നിട്ട് വീണ്ടും മാറ്റുക.',
  },
  flags: {
    paid_after_hold_expired: 'സ്ലോട്ട് മാറ്റിവെച്ച സമയം കഴിഞ്ഞാണ് പണമടച്ചത്',
    over_capacity: 'ശേഷിക്ക് മുകളിൽ: സ്ലോട്ടുകളേക്കാൾ കൂടുതൽ ഓർഡറുകൾ',
    refund_due: 'ഉപഭോക്താവിന് പണം തിരികെ നൽകണം',
  },
  live: {
    on: 'തത്സമയം',
    onHint: 'പുതിയ ബുക്കിംഗുകളും നില മാറ്റങ്ങളും തനിയെ ഇവിടെ കാണാം.',
    off: 'ഓരോ 30 സെക്കൻഡിലും പുതുക്കുന്നു',
    offHint: 'തത്സമയ കണക്ഷൻ ലഭ്യമല്ല, അതിനാൽ ഈ പേജ് ഓരോ 30 സെക്കൻഡിലും പുതിയ ബുക്കിംഗുകൾ നോക്കുന്നു.',
  },
  list: {
    title: 'എല്ലാ ബുക്കിംഗുകളും',
    filters: 'ഫിൽട്ടറുകൾ',
    statusFilter: 'നില',
    all: 'എല്ലാം',
    eventFilter: 'ഇവന്റ്',
    allEvents: 'എല്ലാ ഇവന്റുകളും',
    inactiveEvent: '{{title}} (നിർത്തിവെച്ചത്)',
    search: 'തിരയുക',
    searchPlaceholder: 'പേര്, ഫോൺ, റഫറൻസ്',
    refresh: 'പുതുക്കുക',
    exportCsv: 'CSV ഡൗൺലോഡ്',
    exportHint: 'ഈ ഫിൽട്ടറുകളിൽ വരുന്ന എല്ലാ ബുക്കിംഗുകളും ഡൗൺലോഡ് ചെയ്യുന്നു',
    showing: 'ആകെ {{total}} എണ്ണത്തിൽ {{from}}–{{to}}',
    empty: 'ഇതുവരെ ബുക്കിംഗുകളൊന്നുമില്ല.',
    emptyFiltered: 'ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്ന ബുക്കിംഗുകളൊന്നുമില്ല.',
    clearFilters: 'ഫിൽട്ടറുകൾ മാറ്റുക',
    pages: 'പേജുകൾ',
    previous: 'മുമ്പത്തേത്',
    next: 'അടുത്തത്',
    page: 'പേജ് {{page}} / {{pages}}',
  },
  card: {
    reference: 'ബുക്കിംഗ് റഫറൻസ്',
    phone: 'ഫോൺ',
    address: 'വിലാസം',
    event: 'ഇവന്റ്',
    items: 'ഇനങ്ങൾ',
    total: 'ആകെ',
    discount: '{{percent}}% കിഴിവ്',
    bookedAt: 'ബുക്ക് ചെയ്തത്: {{date}}',
    paymentId: 'പേയ്‌മെന്റ് ഐഡി',
    changeStatus: 'നില മാറ്റുക',
    saving: 'സേവ് ചെയ്യുന്നു...',
    history: 'നില മാറ്റങ്ങൾ',
    historyEntry: '{{from}} → {{to}}',
    historyBy: '{{by}}, {{at}}',
    flagged: 'ശ്രദ്ധിക്കേണ്ടത്',
  },
  message: {
    updated: '{{reference}} ബുക്കിംഗിന്റെ നില ഇപ്പോൾ “{{status}}”.',
    updateFailed: 'ബുക്കിംഗിന്റെ നില മാറ്റാൻ കഴിഞ്ഞില്ല',
    dismiss: 'അടയ്ക്കുക',
  },
  eventView: {
    backToEvents: 'ഇവന്റുകളിലേക്ക് മടങ്ങുക',
    title: '{{title}}: ബുക്കിംഗുകൾ',
    fallbackTitle: 'ഇവന്റ് #{{id}}: ബുക്കിംഗുകൾ',
  },
};
