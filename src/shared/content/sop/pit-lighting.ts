import { text } from './build.ts';
import {
  COCONUT_SHELLS,
  GAS_CYLINDER,
  GLOVES,
  METAL_PIPE,
  PAPER,
  PIT_LID,
  PIT_WOOD,
  THERMOMETER,
  WATER_BUCKET,
} from './materials.ts';
import type { SopPage } from './types.ts';

/**
 * Pit preparation (/soplocked/pitlighting): the fire is lit 12 hours before cooking, catches within
 * 10–15 minutes, reads 180–200 °C after 1 hour, and the pit is at least 200 °C before loading.
 */
export const PIT_LIGHTING_PAGE: SopPage = {
  id: 'pitlighting',
  title: text('Pit Preparation', 'കുഴി തയ്യാറാക്കൽ'),
  subtitle: text(
    'Light the pit 12 hours before cooking and keep its heat until the meat goes in',
    'പാചകത്തിന് 12 മണിക്കൂർ മുമ്പ് കുഴിയിൽ തീ കത്തിക്കുക; ഇറച്ചി ഇറക്കുന്നതുവരെ ചൂട് നിലനിർത്തുക',
  ),
  subSteps: [
    {
      id: '1-1',
      title: text('Firewood and coconut shells', 'വിറകും ചിരട്ടയും'),
      allowedMinutes: 15,
      instructions: [
        text(
          'Check you have 40 kg of dried tamarind (puli) wood and 2.5 kg of coconut shells.',
          '40 kg ഉണങ്ങിയ പുളി വിറകും 2.5 kg ചിരട്ടയും ഉണ്ടെന്ന് ഉറപ്പാക്കുക.',
        ),
        text(
          'Lay the thick pieces of wood across each other at the bottom of the pit.',
          'കനമുള്ള വിറകുകഷണങ്ങൾ കുഴിയുടെ അടിയിൽ കുറുകെ കുറുകെ അടുക്കുക.',
        ),
        text('Spread the coconut shells between and over the wood.', 'വിറകിന്റെ ഇടയിലും മുകളിലും ചിരട്ട നിരത്തുക.'),
        text(
          'Put crumpled paper in the middle and leave gaps for air.',
          'നടുവിൽ ചുരുട്ടിയ പേപ്പർ വെക്കുക; കാറ്റ് കടക്കാൻ വിടവുകൾ വിടുക.',
        ),
      ],
    },
    {
      id: '1-2',
      title: text('Lighting the fire', 'തീ കത്തിക്കൽ'),
      allowedMinutes: 15,
      instructions: [
        text(
          'Put on the gloves and keep the bucket of water near the pit.',
          'കൈയുറ ധരിക്കുക; വെള്ളം നിറച്ച ബക്കറ്റ് കുഴിയുടെ അടുത്ത് വെക്കുക.',
        ),
        text(
          'Connect the metal pipe to the gas cylinder and light the paper through the pipe.',
          'മെറ്റൽ പൈപ്പ് ഗ്യാസ് സിലിണ്ടറുമായി ഘടിപ്പിച്ച്, പൈപ്പിലൂടെ പേപ്പറിന് തീ കൊടുക്കുക.',
        ),
        text('Keep your face and hands away from the flame.', 'മുഖവും കൈയും തീജ്വാലയിൽ നിന്ന് അകറ്റിപ്പിടിക്കുക.'),
        text(
          'The fire should catch within 10–15 minutes; then turn off the gas and take the pipe out.',
          'തീ 10–15 മിനിറ്റിനുള്ളിൽ പിടിക്കണം; അതിനുശേഷം ഗ്യാസ് ഓഫാക്കി പൈപ്പ് പുറത്തെടുക്കുക.',
        ),
      ],
    },
    {
      id: '1-3',
      title: text('Fire management', 'തീ നിയന്ത്രിക്കൽ'),
      allowedMinutes: 120,
      instructions: [
        text('Keep the fire burning evenly across the whole pit.', 'കുഴി മുഴുവൻ തീ ഒരുപോലെ കത്തുന്നുണ്ടെന്ന് ഉറപ്പാക്കുക.'),
        text(
          'Add wood and coconut shells a little at a time where the fire is low.',
          'തീ കുറഞ്ഞ ഭാഗത്ത് കുറേശ്ശെയായി വിറകും ചിരട്ടയും ഇടുക.',
        ),
        text(
          'One hour after lighting, measure the pit: the ideal is 180–200 °C. Record it in the task list.',
          'തീ കത്തിച്ച് ഒരു മണിക്കൂർ കഴിഞ്ഞ് കുഴിയിലെ ചൂട് അളക്കുക: 180–200 °C ആണ് വേണ്ടത്. അത് ജോലിപ്പട്ടികയിൽ രേഖപ്പെടുത്തുക.',
        ),
        text(
          'Below 180 °C add more wood and coconut shells; above 200 °C stop adding wood for now. Check again after 15 minutes.',
          '180 °C-ൽ താഴെയാണെങ്കിൽ കൂടുതൽ വിറകും ചിരട്ടയും ഇടുക; 200 °C-ൽ കൂടുതലാണെങ്കിൽ തൽക്കാലം വിറക് ഇടരുത്. 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
        ),
      ],
    },
    {
      id: '1-4',
      title: text('Heat retention', 'ചൂട് നിലനിർത്തൽ'),
      allowedMinutes: 10,
      instructions: [
        text(
          'When the wood has burnt down to glowing embers, put the lid on the pit.',
          'വിറക് കത്തി കനലായിക്കഴിഞ്ഞാൽ കുഴി അടപ്പ് കൊണ്ട് മൂടുക.',
        ),
        text(
          'Seal the edges of the lid so no heat or smoke escapes.',
          'ചൂടും പുകയും പുറത്തുപോകാതിരിക്കാൻ അടപ്പിന്റെ വശങ്ങൾ നന്നായി അടയ്ക്കുക.',
        ),
        text('Leave the pit closed overnight; do not open it to look.', 'രാത്രി മുഴുവൻ കുഴി അടച്ചിടുക; നോക്കാനായി തുറക്കരുത്.'),
        text(
          'In the morning the pit must be at least 200 °C before the meat goes in.',
          'രാവിലെ ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുഴിയിൽ കുറഞ്ഞത് 200 °C ചൂട് ഉണ്ടായിരിക്കണം.',
        ),
      ],
    },
  ],
  itemPanels: [
    {
      title: text('Fuel', 'വിറകും ഇന്ധനവും'),
      items: [PIT_WOOD, COCONUT_SHELLS, PAPER],
      scales: false,
    },
    {
      title: text('Tools and safety', 'ഉപകരണങ്ങളും സുരക്ഷാസാധനങ്ങളും'),
      items: [GAS_CYLINDER, METAL_PIPE, PIT_LID, GLOVES, THERMOMETER, WATER_BUCKET],
      scales: false,
    },
  ],
  timeline: {
    title: text('Preparation timeline', 'തയ്യാറെടുപ്പ് സമയക്രമം'),
    entries: [
      {
        time: '6:30 PM',
        text: text('Arrange the firewood and coconut shells', 'വിറകും ചിരട്ടയും കുഴിയിൽ അടുക്കുക'),
      },
      {
        time: '7:00 PM',
        text: text(
          'Light the fire (12 hours before cooking); it catches within 10–15 minutes',
          'തീ കത്തിക്കുക (പാചകത്തിന് 12 മണിക്കൂർ മുമ്പ്); 10–15 മിനിറ്റിനുള്ളിൽ തീ പിടിക്കും',
        ),
      },
      { time: '7:15 PM', text: text('Manage the fire', 'തീ നിയന്ത്രിക്കുക') },
      {
        time: '8:00 PM',
        text: text(
          'Check the pit is 180–200 °C, then close it with the lid',
          'കുഴിയിൽ 180–200 °C ചൂടുണ്ടെന്ന് നോക്കി, അടപ്പ് കൊണ്ട് അടയ്ക്കുക',
        ),
      },
      {
        time: '7:30 AM',
        text: text(
          'Next morning: at least 200 °C, then load the meat',
          'പിറ്റേന്ന് രാവിലെ: കുറഞ്ഞത് 200 °C ഉണ്ടെങ്കിൽ ഇറച്ചി ഇറക്കുക',
        ),
      },
    ],
  },
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text('Light the fire 12 hours before cooking.', 'പാചകത്തിന് 12 മണിക്കൂർ മുമ്പ് തീ കത്തിക്കുക.'),
        text(
          'Start each step’s timer when you begin it; the bar turns yellow at 75% and red when time is up.',
          'ഓരോ ഘട്ടം തുടങ്ങുമ്പോഴും അതിന്റെ ടൈമർ ഓണാക്കുക; 75% സമയം കഴിഞ്ഞാൽ ബാർ മഞ്ഞയാകും, സമയം തീർന്നാൽ ചുവപ്പാകും.',
        ),
        text('Use only dry tamarind wood and coconut shells.', 'ഉണങ്ങിയ പുളി വിറകും ചിരട്ടയും മാത്രം ഉപയോഗിക്കുക.'),
        text('Record every temperature reading in the task list.', 'ഓരോ താപനിലയും ജോലിപ്പട്ടികയിൽ രേഖപ്പെടുത്തുക.'),
      ],
    },
    {
      title: text('Fire tips', 'തീ കത്തിക്കാൻ ചില നുറുങ്ങുകൾ'),
      points: [
        text(
          'Coconut shells give quick, strong heat; wood gives long, steady heat.',
          'ചിരട്ട പെട്ടെന്ന് നല്ല ചൂട് തരും; വിറക് ഏറെ നേരം ഒരേ ചൂട് നിലനിർത്തും.',
        ),
        text(
          'If the fire has not caught after 15 minutes, add more paper and coconut shells in the middle and light again.',
          '15 മിനിറ്റ് കഴിഞ്ഞിട്ടും തീ പിടിച്ചില്ലെങ്കിൽ നടുവിൽ കൂടുതൽ പേപ്പറും ചിരട്ടയും വെച്ച് വീണ്ടും കത്തിക്കുക.',
        ),
        text('Never use kerosene or petrol to start the fire.', 'തീ കത്തിക്കാൻ ഒരിക്കലും മണ്ണെണ്ണയോ പെട്രോളോ ഉപയോഗിക്കരുത്.'),
        text('Turn off the gas cylinder as soon as the fire has caught.', 'തീ പിടിച്ചാലുടൻ ഗ്യാസ് സിലിണ്ടർ ഓഫാക്കുക.'),
      ],
    },
    {
      title: text('Notes', 'ശ്രദ്ധിക്കുക'),
      points: [
        text('The fire catches within 10–15 minutes.', 'തീ 10–15 മിനിറ്റിനുള്ളിൽ പിടിക്കും.'),
        text(
          'The ideal pit temperature 1 hour after lighting is 180–200 °C.',
          'തീ കത്തിച്ച് 1 മണിക്കൂർ കഴിയുമ്പോൾ കുഴിയിൽ 180–200 °C ചൂടാണ് വേണ്ടത്.',
        ),
        text(
          'The pit must be at least 200 °C before the meat is loaded.',
          'ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുഴിയിൽ കുറഞ്ഞത് 200 °C ചൂട് ഉണ്ടായിരിക്കണം.',
        ),
        text('The fire is lit 12 hours before cooking.', 'പാചകത്തിന് 12 മണിക്കൂർ മുമ്പാണ് തീ കത്തിക്കുന്നത്.'),
      ],
    },
  ],
};
