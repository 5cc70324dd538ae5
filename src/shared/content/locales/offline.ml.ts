import type { Texts } from './texts-type.ts';
import type { offlineEn } from './offline.en.ts';

/** ഓഫ്‌ലൈൻ അടുക്കള: offline.en.ts-ന്റെ അതേ കീകൾ. */
export const offlineMl: Texts<typeof offlineEn> = {
  offline: 'ഓഫ്‌ലൈൻ — ഈ സ്ക്രീൻ അവസാനം വായിച്ചത് കാണിക്കുന്നു',
  waiting_one: 'ഓഫ്‌ലൈൻ — {{count}} മാറ്റം അയയ്ക്കാൻ കാത്തിരിക്കുന്നു',
  waiting_other: 'ഓഫ്‌ലൈൻ — {{count}} മാറ്റങ്ങൾ അയയ്ക്കാൻ കാത്തിരിക്കുന്നു',
  sending_one: '{{count}} മാറ്റം അയയ്ക്കുന്നു…',
  sending_other: '{{count}} മാറ്റങ്ങൾ അയയ്ക്കുന്നു…',
  pending: 'അയയ്ക്കാൻ കാത്തിരിക്കുന്നു',
  refusedTitle: 'സേവ് ചെയ്തില്ല — സെർവർ നിരസിച്ചു:',
  dismiss: 'ശരി',
  updateReady: 'പുതിയ പതിപ്പ് തയ്യാർ — വീണ്ടും ലോഡ് ചെയ്യുക',
  changes: {
    task: {
      start: '“{{task}}” തുടങ്ങുക',
      complete: '“{{task}}” പൂർത്തിയാക്കുക',
      'undo-start': '“{{task}}” തുടങ്ങിയത് പഴയപടിയാക്കുക',
      'undo-complete': '“{{task}}” പൂർത്തിയാക്കിയത് പഴയപടിയാക്കുക',
      reading: '“{{task}}”-ന് {{value}} °C റീഡിംഗ്',
    },
    timer: {
      start: 'ഘട്ടം {{step}}-ന്റെ ടൈമർ തുടങ്ങുക',
      stop: 'ഘട്ടം {{step}}-ന്റെ ടൈമർ നിർത്തുക',
    },
    cutlet: {
      check: '“{{item}}” ടിക്ക് ചെയ്യുക',
    },
  },
  refusals: {
    badChangeId: "മാറ്റത്തിന്റെ ഐഡി 8 മുതൽ 64 വരെ അക്ഷരങ്ങളോ അക്കങ്ങളോ '-' അല്ലെങ്കിൽ '_' ആയിരിക്കണം.",
    changeIdReused: 'ഈ മാറ്റത്തിന്റെ ഐഡി മറ്റൊരു മാറ്റത്തിന് ഉപയോഗിച്ചുകഴിഞ്ഞു.',
    changeInFlight: 'ഈ മാറ്റം ഇപ്പോഴും സേവ് ചെയ്യുന്നു; അത് വീണ്ടും അയയ്ക്കും.',
  },
};
