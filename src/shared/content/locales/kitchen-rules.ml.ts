import type { kitchenRulesEn } from './kitchen-rules.en.ts';
import type { Texts } from './texts-type.ts';

/** The kitchen diary's rule messages and corrective actions (shown on screens and sent by the server). */
export const kitchenRulesMl: Texts<typeof kitchenRulesEn> = {
  diary: {
    titleDateRequired: 'ഇവന്റിന്റെ പേരും തീയതിയും നൽകണം',
    attendanceHint: 'സ്റ്റോക്ക് കണക്കാക്കാൻ ഉപയോഗിക്കുന്നു. ഒഴിച്ചിട്ടാൽ ഇവന്റിന്റെ പേരിൽ നിന്ന് ഊഹിക്കും.',
    notFound: 'ഈ ഇവന്റ് കണ്ടെത്തിയില്ല. ഇത് ഇല്ലാതാക്കിയിട്ടുണ്ടാകാം.',
    salesEventUnknown: 'ബന്ധിപ്പിച്ച വിൽപ്പന ഇവന്റ് നിലവിലില്ല',
  },
  tasks: {
    taskRequired: 'ജോലി എന്താണെന്ന് എഴുതുക',
    deliveryLocationRequired: 'ഡെലിവറി സ്ഥലം നൽകുക',
    finalTaskLocked: 'അവസാന ജോലി “Rice and meat taken outside pit” ഇല്ലാതാക്കാൻ കഴിയില്ല.',
    temperatureRequired: 'ഈ ജോലി പൂർത്തിയാക്കുന്നതിന് മുമ്പ് താപനില രേഖപ്പെടുത്തുക.',
    alreadyStarted: 'ഇത് {{name}} {{time}}-ന് തുടങ്ങിക്കഴിഞ്ഞു',
    alreadyCompleted: 'ഇത് {{name}} {{time}}-ന് പൂർത്തിയാക്കിക്കഴിഞ്ഞു',
    undoStartCompleted: 'ഈ ജോലി പൂർത്തിയായതാണ്: ആദ്യം പൂർത്തിയാക്കിയത് പിൻവലിക്കുക.',
    notFound: 'ഈ ജോലി കണ്ടെത്തിയില്ല. ഇത് ഇല്ലാതാക്കിയിട്ടുണ്ടാകാം.',
    duplicateId: 'രണ്ട് ജോലികൾക്ക് ഒരേ id ആണ്',
    staleList: 'മറ്റൊരാൾ ഈ ജോലിപ്പട്ടിക മാറ്റി. ഇപ്പോഴത്തെ പട്ടികയാണ് കാണിക്കുന്നത്; നിങ്ങളുടെ മാറ്റം വീണ്ടും ചെയ്യുക.',
  },
  people: {
    invalid: '0-ൽ കൂടുതലുള്ള ഒരു പൂർണ്ണസംഖ്യ നൽകുക',
  },
  reviews: {
    nameRequired: 'നിങ്ങളുടെ പേര് നൽകുക',
    commentRequired: 'നിങ്ങളുടെ അഭിപ്രായം എഴുതുക',
    youtubeInvalid: 'ശരിയായ ഒരു YouTube ലിങ്ക് നൽകുക (ഉദാ: https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    tooManyTags: 'പരമാവധി 3 ടാഗുകൾ തിരഞ്ഞെടുക്കുക',
    unknownTag: 'പട്ടികയിലുള്ള ടാഗുകൾ മാത്രം തിരഞ്ഞെടുക്കുക',
    ratingInvalid: '1 മുതൽ 5 വരെയുള്ള ഒരു റേറ്റിംഗ് തിരഞ്ഞെടുക്കുക',
    tags: {
      tasty: 'രുചികരം',
      authentic: 'തനതു രുചി',
      goodValue: 'കൊടുത്ത വിലയ്ക്ക് മുതൽ',
      fastService: 'വേഗത്തിലുള്ള സേവനം',
      onTime: 'കൃത്യസമയത്ത്',
      friendlyService: 'സൗഹൃദപരമായ സേവനം',
      largePortions: 'വലിയ അളവ്',
      greatAroma: 'നല്ല മണം',
      perfectSpiceLevel: 'എരിവ് പാകത്തിന്',
    },
  },
  temperature: {
    limits: {
      beforeLoading: 'ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുറഞ്ഞത് 200 °C',
      firstHour: 'തീ കത്തിച്ച് ഒരു മണിക്കൂർ കഴിഞ്ഞ് 180–200 °C',
      afterLoadingHour: 'ഇറച്ചി ഇറക്കി ഒരു മണിക്കൂർ കഴിഞ്ഞ് 145–160 °C',
      doneCheck: '2 മണിക്കൂർ കഴിഞ്ഞ് 135 °C-ൽ കൂടുതൽ: ഇറച്ചി വെന്തു',
      general: 'കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക',
    },
    actions: {
      beforeLoadingLow:
        '200 °C-ൽ താഴെ: ഇപ്പോൾ ഇറച്ചി ഇറക്കരുത്. കൂടുതൽ വിറകും ചിരട്ടയും ഇട്ട് തീ കെടാതെ നോക്കുക, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
      firstHourLow: '180 °C-ൽ താഴെ: കൂടുതൽ വിറകും ചിരട്ടയും ഇട്ട് തീ കെടാതെ നോക്കുക, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
      firstHourHigh: '200 °C-ൽ കൂടുതൽ: തൽക്കാലം ഇനി വിറക് ഇടരുത്, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
      afterLoadingLow:
        '145 °C-ൽ താഴെ: കുഴിയുടെ അടപ്പ് നന്നായി അടച്ചിട്ടുണ്ടെന്ന് ഉറപ്പാക്കുക, ഹെഡ് കുക്കിനെ അറിയിക്കുക, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
      afterLoadingHigh:
        '160 °C-ൽ കൂടുതൽ: ഹെഡ് കുക്കിനെ അറിയിക്കുക, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക; ഇറച്ചി നേരത്തെ വേവാൻ സാധ്യതയുണ്ട്.',
      doneCheckTenMore: '130–135 °C: 10 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക.',
      doneCheckTwentyMore: '130 °C-ൽ താഴെ: 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക.',
    },
  },
};
