import { item, recipeItem, text } from './build.ts';
import type { SopPage } from './types.ts';

/**
 * Meat masala (/soplocked/meatmasala), event day 6:00–7:30 AM. The ingredient panels are the masala
 * recipe for 20 servings, scaled by the servings stepper.
 */
export const MEAT_MASALA_PAGE: SopPage = {
  id: 'meatmasala',
  title: text('Meat Masala and Marination', 'ഇറച്ചി മസാലയും മസാല പുരട്ടലും'),
  subtitle: text(
    'Event day, 6:00–7:30 AM: the quantities are for 20 servings; change the servings to scale them',
    'ഇവന്റ് ദിവസം രാവിലെ 6:00–7:30: അളവുകൾ 20 പേർക്കുള്ളതാണ്; ആളുകളുടെ എണ്ണം മാറ്റിയാൽ അളവുകളും മാറും',
  ),
  baseServings: 20,
  subSteps: [
    {
      id: '3-1',
      title: text('Clean and cut the mutton', 'മട്ടൻ വൃത്തിയാക്കി മുറിക്കുക'),
      timeBadge: '6:00–6:20 AM',
      allowedMinutes: 20,
      instructions: [
        text('Weigh the mutton (8.0 kg for 20 servings).', 'മട്ടൻ തൂക്കി നോക്കുക (20 പേർക്ക് 8.0 kg).'),
        text(
          'Cut it into large pieces on the bone and trim off loose fat.',
          'എല്ലോടുകൂടി വലിയ കഷണങ്ങളായി മുറിക്കുക; തൂങ്ങിക്കിടക്കുന്ന കൊഴുപ്പ് മുറിച്ചുമാറ്റുക.',
        ),
        text(
          'Wash the pieces in cold water and drain them well.',
          'കഷണങ്ങൾ തണുത്ത വെള്ളത്തിൽ കഴുകി വെള്ളം നന്നായി വാർന്നുപോകാൻ വെക്കുക.',
        ),
        text(
          'Make a few deep cuts in each piece so the masala goes in.',
          'മസാല ഉള്ളിലേക്ക് പിടിക്കാൻ ഓരോ കഷണത്തിലും കുറച്ച് ആഴത്തിൽ വരയുക.',
        ),
      ],
    },
    {
      id: '3-2',
      title: text('Weigh and grind the masala', 'മസാല തൂക്കിയെടുത്ത് പൊടിക്കുക'),
      timeBadge: '6:20–6:30 AM',
      allowedMinutes: 10,
      instructions: [
        text(
          'Set the servings on this page to the event’s number of people, then weigh every spice exactly as the ingredient panels show.',
          'ഈ പേജിൽ ആളുകളുടെ എണ്ണം ഇവന്റിലെ എണ്ണമായി മാറ്റുക; എന്നിട്ട് ചേരുവപ്പട്ടികയിൽ കാണിക്കുന്ന അളവിൽ തന്നെ ഓരോ മസാലയും കൃത്യമായി തൂക്കിയെടുക്കുക.',
        ),
        text(
          'Grind the whole spices fine: cinnamon, caraway, cumin seeds, coriander, cardamom and clove.',
          'മുഴുവൻ മസാലകൾ നന്നായി പൊടിക്കുക: കറുവപ്പട്ട, ഷാജീരകം, ജീരകം, മല്ലി, ഏലയ്ക്ക, ഗ്രാമ്പൂ.',
        ),
        text(
          'Mix them with the MSG, rock salt, black pepper, white pepper powder and cumin powder, with no lumps.',
          'ഇതിലേക്ക് MSG, ഇന്തുപ്പ്, കുരുമുളക്, വെള്ളക്കുരുമുളക് പൊടി, ജീരകപ്പൊടി എന്നിവ ചേർത്ത് കട്ടയില്ലാതെ യോജിപ്പിക്കുക.',
        ),
      ],
    },
    {
      id: '3-3',
      title: text('Rub the masala into the meat', 'ഇറച്ചിയിൽ മസാല പുരട്ടുക'),
      timeBadge: '6:30–6:45 AM',
      allowedMinutes: 15,
      instructions: [
        text('Wear food-safe gloves.', 'ഭക്ഷണം കൈകാര്യം ചെയ്യാനുള്ള കൈയുറ ധരിക്കുക.'),
        text(
          'Rub the masala well into every piece, into the cuts and around the bone.',
          'ഓരോ കഷണത്തിലും, വരഞ്ഞ ഭാഗങ്ങളിലും എല്ലിന് ചുറ്റും, മസാല നന്നായി തേച്ചുപിടിപ്പിക്കുക.',
        ),
        text('Use all the masala; none should be left in the bowl.', 'മസാല മുഴുവൻ ഉപയോഗിക്കുക; പാത്രത്തിൽ ബാക്കി വരരുത്.'),
      ],
    },
    {
      id: '3-4',
      title: text('Marinate', 'മസാല പിടിക്കാൻ വെക്കുക'),
      timeBadge: '6:45–7:00 AM',
      allowedMinutes: 15,
      instructions: [
        text(
          'Lay the pieces in the trays, cover them and keep them in a cool place.',
          'കഷണങ്ങൾ ട്രേകളിൽ നിരത്തി മൂടി തണുപ്പുള്ള സ്ഥലത്ത് വെക്കുക.',
        ),
        text(
          'The meat marinates for at least 1 hour before it goes into the pit.',
          'കുഴിയിൽ ഇറക്കുന്നതിന് മുമ്പ് കുറഞ്ഞത് 1 മണിക്കൂർ ഇറച്ചി മസാലയിൽ ഇരിക്കണം.',
        ),
        text(
          'The hour runs from 6:30 AM, when the masala goes on, to 7:30 AM, when the meat goes into the pit: do not load it earlier.',
          'രാവിലെ 6:30-ന് മസാല പുരട്ടുന്നതു മുതൽ 7:30-ന് കുഴിയിൽ ഇറക്കുന്നതുവരെയാണ് ഈ ഒരു മണിക്കൂർ: അതിനുമുമ്പ് ഇറക്കരുത്.',
        ),
        text('Wash the bowls, the grinder and your hands.', 'പാത്രങ്ങളും മിക്സിയും കൈകളും കഴുകുക.'),
      ],
    },
    {
      id: '3-5',
      title: text('Turn the meat', 'ഇറച്ചി മറിച്ചിടുക'),
      timeBadge: '7:00–7:15 AM',
      allowedMinutes: 15,
      instructions: [
        text('Turn every piece over so the masala soaks in evenly.', 'മസാല ഒരുപോലെ പിടിക്കാൻ ഓരോ കഷണവും മറിച്ചിടുക.'),
        text(
          'Rub the masala from the bottom of the tray back onto the meat.',
          'ട്രേയുടെ അടിയിൽ ഊർന്നിറങ്ങിയ മസാല വീണ്ടും ഇറച്ചിയിൽ തേക്കുക.',
        ),
        text('Cover the trays again and keep them cool.', 'ട്രേകൾ വീണ്ടും മൂടി തണുപ്പിൽ വെക്കുക.'),
      ],
    },
    {
      id: '3-6',
      title: text('Ready the meat for the pit', 'ഇറച്ചി കുഴിയിലേക്ക് തയ്യാറാക്കുക'),
      timeBadge: '7:15–7:30 AM',
      allowedMinutes: 15,
      instructions: [
        text(
          'Arrange the pieces on the meat rack with space between them.',
          'കഷണങ്ങൾ തമ്മിൽ അകലം വിട്ട് ഇറച്ചി റാക്കിൽ നിരത്തുക.',
        ),
        text('Carry the rack to the pit, covered.', 'റാക്ക് മൂടിയ നിലയിൽ കുഴിയുടെ അടുത്തേക്ക് കൊണ്ടുപോകുക.'),
        text(
          'At 7:30 AM the meat is loaded once the pit is at least 200 °C (see Final Cooking).',
          'രാവിലെ 7:30-ന്, കുഴിയിൽ കുറഞ്ഞത് 200 °C ചൂടുണ്ടെങ്കിൽ ഇറച്ചി ഇറക്കും (അവസാന പാചകം പേജ് നോക്കുക).',
        ),
      ],
    },
  ],
  itemPanels: [
    {
      title: text('Meat and seasonings', 'ഇറച്ചിയും രുചിക്കൂട്ടുകളും'),
      scales: true,
      items: [
        recipeItem('mandiMeat', 'Mutton'),
        recipeItem('mandiMeat', 'MSG'),
        recipeItem('mandiMeat', 'Rock salt'),
        recipeItem('mandiMeat', 'Black pepper'),
        recipeItem('mandiMeat', 'White pepper powder'),
        recipeItem('mandiMeat', 'Cumin powder'),
      ],
    },
    {
      title: text('Whole spices', 'മുഴുവൻ മസാലകൾ'),
      scales: true,
      items: [
        recipeItem('mandiMeat', 'Cinnamon'),
        recipeItem('mandiMeat', 'Caraway'),
        recipeItem('mandiMeat', 'Cumin seeds'),
        recipeItem('mandiMeat', 'Coriander'),
        recipeItem('mandiMeat', 'Cardamom'),
        recipeItem('mandiMeat', 'Clove'),
      ],
    },
    {
      title: text('Materials', 'ആവശ്യമായ സാധനങ്ങൾ'),
      scales: false,
      items: [
        item('Weighing scale', 'തൂക്കം നോക്കുന്ന ത്രാസ്', '1'),
        item('Mixer grinder', 'മിക്സി', '1'),
        item('Large mixing bowls', 'വലിയ പാത്രങ്ങൾ', '3'),
        item('Cutting board and knife', 'കട്ടിങ് ബോർഡും കത്തിയും', '1'),
        item('Trays with covers', 'അടപ്പുള്ള ട്രേകൾ', '2'),
        item('Meat rack for the pit', 'കുഴിയിലേക്കുള്ള ഇറച്ചി റാക്ക്', '1'),
        item('Food-safe gloves', 'ഭക്ഷണം കൈകാര്യം ചെയ്യാനുള്ള കൈയുറ', '2 pairs', '2 ജോഡി'),
      ],
    },
  ],
  timeline: {
    title: text('Process timeline', 'ജോലിയുടെ സമയക്രമം'),
    entries: [
      { time: '6:00 AM', text: text('Clean and cut the mutton', 'മട്ടൻ വൃത്തിയാക്കി മുറിക്കുക') },
      { time: '6:20 AM', text: text('Weigh and grind the masala', 'മസാല തൂക്കിയെടുത്ത് പൊടിക്കുക') },
      { time: '6:30 AM', text: text('Rub the masala into the meat', 'ഇറച്ചിയിൽ മസാല പുരട്ടുക') },
      { time: '6:45 AM', text: text('Marinate, covered and cool', 'മൂടി തണുപ്പിൽ മസാല പിടിക്കാൻ വെക്കുക') },
      { time: '7:00 AM', text: text('Turn the meat', 'ഇറച്ചി മറിച്ചിടുക') },
      { time: '7:15 AM', text: text('Ready the meat for the pit', 'ഇറച്ചി കുഴിയിലേക്ക് തയ്യാറാക്കുക') },
      {
        time: '7:30 AM',
        text: text('Load the meat into the pit (at least 200 °C)', 'ഇറച്ചി കുഴിയിൽ ഇറക്കുക (കുറഞ്ഞത് 200 °C)'),
      },
    ],
  },
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text(
          'The recipe is for 20 servings: set the servings before weighing anything.',
          'ഈ പാചകക്കുറിപ്പ് 20 പേർക്കുള്ളതാണ്: എന്തെങ്കിലും തൂക്കുന്നതിന് മുമ്പ് ആളുകളുടെ എണ്ണം ശരിയാക്കുക.',
        ),
        text('Weigh the spices on the scale; do not measure by eye.', 'മസാലകൾ ത്രാസിൽ തൂക്കിയെടുക്കുക; കണ്ണളവിൽ എടുക്കരുത്.'),
        text(
          'The meat marinates for at least 1 hour before cooking.',
          'പാചകത്തിന് മുമ്പ് കുറഞ്ഞത് 1 മണിക്കൂർ ഇറച്ചി മസാലയിൽ ഇരിക്കണം.',
        ),
        text(
          'Keep raw meat covered and cool, and wash your hands after handling it.',
          'പച്ച ഇറച്ചി മൂടി തണുപ്പിൽ വെക്കുക; അത് തൊട്ടശേഷം കൈ കഴുകുക.',
        ),
      ],
    },
  ],
};
