import { adminBookingsMl } from './admin-bookings.ml.ts';
import { adminEventsMl } from './admin-events.ml.ts';
import { adminOverviewMl } from './admin-overview.ml.ts';
import { adminSettingsMl } from './admin-settings.ml.ts';
import { kitchenMl } from './kitchen.ml.ts';
import { kitchenRulesMl } from './kitchen-rules.ml.ts';
import { sopMl } from './sop.ml.ts';
import { recipesMl } from './recipes.ml.ts';
import { cutletsMl } from './cutlets.ml.ts';
import { inventoryMl } from './inventory.ml.ts';
import { reportsMl } from './reports.ml.ts';
import { offlineMl } from './offline.ml.ts';
import { videosMl } from './videos.ml.ts';
import { adminMl } from './admin.ml.ts';
import { bookingMl } from './booking.ml.ts';
import type { Translation } from './en.ts';
import { storefrontMl } from './storefront.ml.ts';
import { validationMl } from './validation.ml.ts';

/** Malayalam UI texts. The type makes a missing key a compile error. */
export const ml: Translation = {
  language: {
    label: 'ഭാഷ',
    en: 'English',
    ml: 'മലയാളം',
  },
  common: {
    loading: 'ലോഡ് ചെയ്യുന്നു...',
    retry: 'വീണ്ടും ശ്രമിക്കുക',
    cancel: 'റദ്ദാക്കുക',
    backHome: 'ഹോമിലേക്ക് മടങ്ങുക',
    unableToConnect: 'സെർവറുമായി ബന്ധിപ്പിക്കാൻ കഴിയുന്നില്ല',
    close: 'അടയ്ക്കുക',
    less: 'കുറയ്ക്കുക',
    more: 'കൂട്ടുക',
    videoFallback: 'നിങ്ങളുടെ ബ്രൗസർ വീഡിയോ പിന്തുണയ്ക്കുന്നില്ല.',
    serverBounds: {
      tooDeep: 'ഈ അഭ്യർത്ഥനയിലെ ഡാറ്റ ഒന്നിനുള്ളിൽ ഒന്നായി വളരെയധികം തട്ടുകളിലാണ് (പരമാവധി {{max}} തട്ടുകൾ).',
      tooManyStreams: 'ഈ സൈൻ-ഇന്നിൽ വളരെയധികം ലൈവ് സ്ക്രീനുകൾ തുറന്നിട്ടുണ്ട്. ഒരെണ്ണം അടച്ചിട്ട് വീണ്ടും ശ്രമിക്കുക.',
      streamsFull: 'സെർവറിൽ ഇപ്പോൾ വളരെയധികം ലൈവ് സ്ക്രീനുകൾ തുറന്നിട്ടുണ്ട്. അതുവരെ ഈ സ്ക്രീൻ തനിയെ പുതുക്കിക്കൊണ്ടിരിക്കും.',
    },
  },
  nav: {
    home: 'ഹോം',
    upcomingSales: 'വരാനിരിക്കുന്ന വിൽപ്പനകൾ',
    contact: 'ബന്ധപ്പെടുക',
    bookNow: 'ഇപ്പോൾ ബുക്ക് ചെയ്യുക',
    openMenu: 'മെനു തുറക്കുക',
  },
  hero: {
    title: 'ഞങ്ങൾ ഒരു കാര്യം മാത്രം ചെയ്യുന്നു, അത് ശരിയായി ചെയ്യുന്നു',
    tagline: 'ലോകമെമ്പാടുമുള്ള വ്യത്യസ്ത രുചികളിൽ ഏറ്റവും മികച്ച മന്തി നിങ്ങളുടെ വീട്ടിലേക്ക്!',
    portion: 'ഒരു മന്തി പോലെ തന്നെ, പങ്കിട്ടു കഴിക്കാവുന്ന അളവ്.',
    currentlyServing: 'ഇപ്പോൾ സേവനം ലഭ്യമായ സ്ഥലം',
  },
  storefront: storefrontMl,
  booking: bookingMl,
  admin: adminMl,
  adminBookings: adminBookingsMl,
  adminOverview: adminOverviewMl,
  adminEvents: adminEventsMl,
  adminSettings: adminSettingsMl,
  kitchen: kitchenMl,
  kitchenRules: kitchenRulesMl,
  sop: sopMl,
  recipes: recipesMl,
  cutlets: cutletsMl,
  offline: offlineMl,
  videos: videosMl,
  inventory: inventoryMl,
  reports: reportsMl,
  validation: validationMl,
  auth: {
    username: 'ഉപയോക്തൃനാമം',
    password: 'പാസ്‌വേഡ്',
    signIn: 'സൈൻ ഇൻ',
    login: 'ലോഗിൻ',
    signingIn: 'സൈൻ ഇൻ ചെയ്യുന്നു...',
    signOut: 'സൈൻ ഔട്ട്',
    signedInAs: '{{name}} ആയി സൈൻ ഇൻ ചെയ്തു',
    invalidCredentials: 'തെറ്റായ ഉപയോക്തൃനാമം അല്ലെങ്കിൽ പാസ്‌വേഡ്',
    notAllowedTitle: 'അഡ്മിൻമാർക്ക് മാത്രം',
    notAllowed: 'നിങ്ങളുടെ അക്കൗണ്ടിന് ഈ പേജ് തുറക്കാൻ അനുവാദമില്ല. ഒരു അഡ്മിൻ അക്കൗണ്ടിനായി ഉടമയോട് ചോദിക്കുക.',
    admin: { title: 'അഡ്മിൻ ഡാഷ്‌ബോർഡ്', subtitle: 'ഇവന്റുകൾ, ബുക്കിംഗുകൾ, ക്രമീകരണങ്ങൾ എന്നിവ നിയന്ത്രിക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
    kitchen: { title: 'അടുക്കള ജീവനക്കാരുടെ സൈൻ ഇൻ', subtitle: 'അടുക്കള ഉപകരണങ്ങൾ തുറക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
    recipe: {
      title: 'മന്തി റെസിപ്പി കാൽക്കുലേറ്റർ',
      subtitle: 'റെസിപ്പി മാനേജ്‌മെന്റ് സിസ്റ്റം ഉപയോഗിക്കാൻ ലോഗിൻ ചെയ്യുക',
      footer: 'പരമ്പരാഗത കേരള മന്തി റെസിപ്പി മാനേജ്‌മെന്റ് സിസ്റ്റം',
    },
    sop: { title: 'SOP ടിവി മോഡ്', subtitle: 'ഈ സ്ക്രീനിൽ പാചക ഗൈഡുകൾ കാണിക്കാൻ സൈൻ ഇൻ ചെയ്യുക' },
    cutlets: {
      title: 'സുരക്ഷിത പ്രവേശനം ആവശ്യമാണ്',
      subtitle: 'അംഗീകൃത ജീവനക്കാർക്ക് മാത്രം',
      wrongPassword: 'പാസ്‌വേഡ് തെറ്റാണ്. വീണ്ടും ശ്രമിക്കുക.',
    },
  },
};
