import { heldSlotsMl } from './held-slots.ml.ts';
import type { coreEn } from './core.en.ts';
import { storefrontMl } from './storefront.ml.ts';
import type { Texts } from './texts-type.ts';

/** The Malayalam of core.en.ts: what the storefront's first load needs. The rest is in ml.ts. */
export const coreMl: Texts<typeof coreEn> = {
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
      forbiddenKey: 'ഈ അഭ്യർത്ഥനയിൽ “{{key}}” എന്ന പേര് ഉണ്ട്; ഇവിടെ ഒന്നിനും ആ പേര് നൽകാനാവില്ല.',
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
  booking: { held: heldSlotsMl },
};
