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

/** Day-before setup (/soplocked/setup): gather at 6:00 PM, arrange at 6:30, light at 7:00, close at 8:00 PM. */
export const SETUP_PAGE: SopPage = {
  id: 'setup',
  title: text('Day-Before Setup', 'തലേദിവസത്തെ ഒരുക്കങ്ങൾ'),
  subtitle: text(
    'Get the pit ready and light it the evening before the event: the fire is lit 12 hours before cooking',
    'ഇവന്റിന്റെ തലേന്ന് വൈകുന്നേരം കുഴി ഒരുക്കി തീ കത്തിക്കുക: പാചകത്തിന് 12 മണിക്കൂർ മുമ്പാണ് തീ കത്തിക്കുന്നത്',
  ),
  subSteps: [
    {
      id: '2-1',
      title: text('Gather the materials', 'സാധനങ്ങൾ ഒരുക്കിവെക്കുക'),
      allowedMinutes: 30,
      instructions: [
        text(
          'At 6:00 PM bring everything on the materials list to the pit.',
          'വൈകുന്നേരം 6:00-ന് സാധനപ്പട്ടികയിലുള്ളതെല്ലാം കുഴിയുടെ അടുത്ത് എത്തിക്കുക.',
        ),
        text(
          'Weigh the fuel: 40 kg of dried tamarind (puli) wood and 2.5 kg of coconut shells.',
          'വിറക് തൂക്കി നോക്കുക: 40 kg ഉണങ്ങിയ പുളി വിറകും 2.5 kg ചിരട്ടയും വേണം.',
        ),
        text(
          'Check that the gas cylinder has gas and that the metal pipe is clean and not blocked.',
          'ഗ്യാസ് സിലിണ്ടറിൽ ഗ്യാസ് ഉണ്ടെന്നും മെറ്റൽ പൈപ്പ് വൃത്തിയുള്ളതാണെന്നും അടഞ്ഞിട്ടില്ലെന്നും ഉറപ്പാക്കുക.',
        ),
        text(
          'Clear the old ash out of the pit and check that the lid closes well.',
          'കുഴിയിലെ പഴയ ചാരം നീക്കി, അടപ്പ് നന്നായി അടയുന്നുണ്ടോ എന്ന് നോക്കുക.',
        ),
      ],
    },
    {
      id: '2-2',
      title: text('Arrange the wood and coconut shells', 'വിറകും ചിരട്ടയും അടുക്കുക'),
      allowedMinutes: 15,
      instructions: [
        text(
          'At 6:30 PM lay the thick pieces of wood across each other at the bottom of the pit.',
          'വൈകുന്നേരം 6:30-ന് കനമുള്ള വിറകുകഷണങ്ങൾ കുഴിയുടെ അടിയിൽ കുറുകെ കുറുകെ അടുക്കുക.',
        ),
        text('Spread the coconut shells between and over the wood.', 'വിറകിന്റെ ഇടയിലും മുകളിലും ചിരട്ട നിരത്തുക.'),
        text('Put crumpled paper in the middle, where the fire will be lit.', 'തീ കൊളുത്തുന്ന നടുഭാഗത്ത് ചുരുട്ടിയ പേപ്പർ വെക്കുക.'),
        text('Leave gaps so that air can reach the fire.', 'തീയിലേക്ക് കാറ്റ് കടക്കാൻ ഇടയ്ക്ക് വിടവുകൾ വിടുക.'),
      ],
    },
    {
      id: '2-3',
      title: text('Light and build the fire', 'തീ കത്തിച്ച് നന്നായി പിടിപ്പിക്കുക'),
      allowedMinutes: 60,
      instructions: [
        text(
          'At 7:00 PM put on the gloves and keep the bucket of water near the pit.',
          'വൈകുന്നേരം 7:00-ന് കൈയുറ ധരിക്കുക; വെള്ളം നിറച്ച ബക്കറ്റ് കുഴിയുടെ അടുത്ത് വെക്കുക.',
        ),
        text(
          'Light the paper with the gas cylinder and the metal pipe, keeping your face away from the pit.',
          'ഗ്യാസ് സിലിണ്ടറും മെറ്റൽ പൈപ്പും ഉപയോഗിച്ച് പേപ്പറിന് തീ കൊടുക്കുക; മുഖം കുഴിയിൽ നിന്ന് അകറ്റിപ്പിടിക്കുക.',
        ),
        text(
          'The fire should catch within 10–15 minutes; then turn off the gas and take the pipe out.',
          'തീ 10–15 മിനിറ്റിനുള്ളിൽ പിടിക്കണം; അതിനുശേഷം ഗ്യാസ് ഓഫാക്കി പൈപ്പ് പുറത്തെടുക്കുക.',
        ),
        text(
          'Keep the fire burning evenly: add wood and coconut shells where it is low.',
          'തീ എല്ലായിടത്തും ഒരുപോലെ കത്തുന്നുണ്ടെന്ന് ഉറപ്പാക്കുക: തീ കുറഞ്ഞ ഭാഗത്ത് വിറകും ചിരട്ടയും ഇടുക.',
        ),
        text(
          'One hour after lighting the pit should be 180–200 °C.',
          'തീ കത്തിച്ച് ഒരു മണിക്കൂർ കഴിയുമ്പോൾ കുഴിയിൽ 180–200 °C ചൂട് ഉണ്ടാകണം.',
        ),
      ],
    },
    {
      id: '2-4',
      title: text('Close the pit', 'കുഴി അടയ്ക്കുക'),
      allowedMinutes: 10,
      instructions: [
        text(
          'At 8:00 PM measure the pit temperature and record it in the task list.',
          'രാത്രി 8:00-ന് കുഴിയിലെ താപനില അളന്ന് ജോലിപ്പട്ടികയിൽ രേഖപ്പെടുത്തുക.',
        ),
        text(
          'Put the lid on the pit and seal its edges so no heat or smoke escapes.',
          'കുഴി അടപ്പ് കൊണ്ട് മൂടുക; ചൂടും പുകയും പുറത്തുപോകാതിരിക്കാൻ അടപ്പിന്റെ വശങ്ങൾ നന്നായി അടയ്ക്കുക.',
        ),
        text(
          'Check that the gas cylinder is closed and put the tools away.',
          'ഗ്യാസ് സിലിണ്ടർ അടച്ചിട്ടുണ്ടെന്ന് ഉറപ്പാക്കി ഉപകരണങ്ങൾ തിരികെ വെക്കുക.',
        ),
        text(
          'Leave the pit closed overnight; the meat goes in the next morning.',
          'രാത്രി മുഴുവൻ കുഴി അടച്ചിടുക; പിറ്റേന്ന് രാവിലെയാണ് ഇറച്ചി ഇറക്കുന്നത്.',
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
      { time: '6:00 PM', text: text('Gather the materials at the pit', 'സാധനങ്ങൾ കുഴിയുടെ അടുത്ത് ഒരുക്കിവെക്കുക') },
      { time: '6:30 PM', text: text('Arrange the wood and coconut shells', 'വിറകും ചിരട്ടയും കുഴിയിൽ അടുക്കുക') },
      { time: '7:00 PM', text: text('Light the fire', 'തീ കത്തിക്കുക') },
      { time: '8:00 PM', text: text('Close the pit', 'കുഴി അടയ്ക്കുക') },
    ],
  },
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text('Light the fire 12 hours before cooking.', 'പാചകത്തിന് 12 മണിക്കൂർ മുമ്പ് തീ കത്തിക്കുക.'),
        text(
          'Use only dry tamarind wood: wet wood smokes and never gets hot enough.',
          'ഉണങ്ങിയ പുളി വിറക് മാത്രം ഉപയോഗിക്കുക: നനഞ്ഞ വിറക് പുകയുകയേയുള്ളൂ, വേണ്ടത്ര ചൂട് കിട്ടില്ല.',
        ),
        text(
          'Start each step on time; its timer shows how long the step may take.',
          'ഓരോ ഘട്ടവും കൃത്യസമയത്ത് തുടങ്ങുക; ആ ഘട്ടത്തിന് എത്ര സമയം എടുക്കാമെന്ന് ടൈമർ കാണിക്കും.',
        ),
        text(
          'Record the pit temperature one hour after lighting: 180–200 °C.',
          'തീ കത്തിച്ച് ഒരു മണിക്കൂർ കഴിഞ്ഞ് കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക: 180–200 °C.',
        ),
      ],
    },
    {
      title: text('Fire tips', 'തീ കത്തിക്കാൻ ചില നുറുങ്ങുകൾ'),
      points: [
        text(
          'Light the fire in the middle so the whole pit heats evenly.',
          'കുഴി മുഴുവൻ ഒരുപോലെ ചൂടാകാൻ നടുവിൽ നിന്ന് തീ കത്തിച്ചു തുടങ്ങുക.',
        ),
        text(
          'Coconut shells give quick, strong heat; wood gives long, steady heat.',
          'ചിരട്ട പെട്ടെന്ന് നല്ല ചൂട് തരും; വിറക് ഏറെ നേരം ഒരേ ചൂട് നിലനിർത്തും.',
        ),
        text('Never use kerosene or petrol to start the fire.', 'തീ കത്തിക്കാൻ ഒരിക്കലും മണ്ണെണ്ണയോ പെട്രോളോ ഉപയോഗിക്കരുത്.'),
        text('Keep the bucket of water near the pit at all times.', 'വെള്ളം നിറച്ച ബക്കറ്റ് എപ്പോഴും കുഴിയുടെ അടുത്ത് വെക്കുക.'),
      ],
    },
    {
      title: text('Pit notes', 'കുഴിയെക്കുറിച്ച്'),
      points: [
        text(
          'Check the pit walls for cracks before lighting.',
          'തീ കത്തിക്കുന്നതിന് മുമ്പ് കുഴിയുടെ ഭിത്തിയിൽ വിള്ളലുണ്ടോ എന്ന് നോക്കുക.',
        ),
        text(
          'The lid must close tightly: a loose lid lets the heat out overnight.',
          'അടപ്പ് നന്നായി അടയണം: അയഞ്ഞ അടപ്പിലൂടെ രാത്രിയിൽ ചൂട് നഷ്ടപ്പെടും.',
        ),
        text('Keep children and visitors away from the pit.', 'കുട്ടികളെയും സന്ദർശകരെയും കുഴിയുടെ അടുത്തേക്ക് വിടരുത്.'),
        text(
          'The next morning the pit must be at least 200 °C before the meat goes in.',
          'പിറ്റേന്ന് രാവിലെ ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുഴിയിൽ കുറഞ്ഞത് 200 °C ചൂട് ഉണ്ടായിരിക്കണം.',
        ),
      ],
    },
  ],
};
