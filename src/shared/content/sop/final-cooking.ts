import { AS_NEEDED, item, text } from './build.ts';
import { GLOVES, PIT_LID, THERMOMETER } from './materials.ts';
import type { SopPage } from './types.ts';

/** The sub-step that is the meat's 2-hour cook in the closed pit: its timer is extended after the done check. */
export const PIT_COOK_STEP_ID = '5-3';

/**
 * Final cooking (/soplocked/finalcooking): load at 200 °C or more (ideal 280–320 °C), check every
 * 15 minutes, 145–160 °C one hour after loading, done check after 2 hours (above 135 °C 10 more
 * minutes, then done; 135 °C or below 20 more, as temperature-limits.ts judges), then the rice
 * on dum for 10–15 minutes. Times are for a 12:00 PM delivery.
 */
export const FINAL_COOKING_PAGE: SopPage = {
  id: 'finalcooking',
  title: text('Final Cooking', 'അവസാന പാചകം'),
  subtitle: text(
    'Load the meat at 200 °C or more, cook it 2 hours in the closed pit, then finish the rice on dum',
    'കുഴിയിൽ 200 °C-ൽ കുറയാത്ത ചൂടുള്ളപ്പോൾ ഇറച്ചി ഇറക്കുക, അടച്ച കുഴിയിൽ 2 മണിക്കൂർ വേവിക്കുക, പിന്നെ ചോറ് ദമ്മിൽ വെക്കുക',
  ),
  subSteps: [
    {
      id: '5-1',
      title: text('Check the pit before loading', 'ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുഴി പരിശോധിക്കുക'),
      instructions: [
        text(
          'Open the lid a little and measure the pit temperature with the thermometer.',
          'അടപ്പ് അല്പം തുറന്ന് തെർമോമീറ്റർ കൊണ്ട് കുഴിയിലെ താപനില അളക്കുക.',
        ),
        text(
          'Load only when the pit is at least 200 °C; the ideal is 280–320 °C.',
          'കുഴിയിൽ കുറഞ്ഞത് 200 °C ഉണ്ടെങ്കിൽ മാത്രം ഇറച്ചി ഇറക്കുക; 280–320 °C ആണ് ഏറ്റവും നല്ലത്.',
        ),
        text(
          'Record the reading in the task list as the before-loading check.',
          'ഈ അളവ് ജോലിപ്പട്ടികയിൽ ഇറക്കുന്നതിന് മുമ്പുള്ള പരിശോധനയായി രേഖപ്പെടുത്തുക.',
        ),
        text(
          'Below 200 °C do not load: add wood and coconut shells, keep the fire going and check again after 15 minutes.',
          '200 °C-ൽ താഴെയാണെങ്കിൽ ഇറച്ചി ഇറക്കരുത്: വിറകും ചിരട്ടയും ഇട്ട് തീ കെടാതെ നോക്കുക, 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
        ),
      ],
    },
    {
      id: '5-2',
      title: text('Load the meat and close the pit', 'ഇറച്ചി ഇറക്കി കുഴി അടയ്ക്കുക'),
      instructions: [
        text(
          'Wear the heat-proof gloves and lower the meat rack into the pit.',
          'ചൂട് തട്ടാത്ത കൈയുറ ധരിച്ച് ഇറച്ചി റാക്ക് കുഴിയിലേക്ക് ഇറക്കുക.',
        ),
        text('Work quickly so the pit does not lose its heat.', 'കുഴിയിലെ ചൂട് പോകാതിരിക്കാൻ വേഗത്തിൽ ചെയ്യുക.'),
        text(
          'Close the lid and seal its edges so no smoke escapes.',
          'അടപ്പ് അടച്ച്, പുക പുറത്തുപോകാതിരിക്കാൻ വശങ്ങൾ നന്നായി അടയ്ക്കുക.',
        ),
        text(
          'Start the 2-hour cooking timer as soon as the lid is closed.',
          'അടപ്പ് അടച്ചാലുടൻ 2 മണിക്കൂറിന്റെ പാചക ടൈമർ തുടങ്ങുക.',
        ),
      ],
    },
    {
      id: PIT_COOK_STEP_ID,
      title: text('Cook in the closed pit (2 hours)', 'അടച്ച കുഴിയിൽ വേവിക്കുക (2 മണിക്കൂർ)'),
      allowedMinutes: 120,
      instructions: [
        text(
          'Keep the lid closed for 2 hours; do not open the pit to look.',
          '2 മണിക്കൂർ അടപ്പ് അടച്ചുതന്നെ വെക്കുക; നോക്കാനായി കുഴി തുറക്കരുത്.',
        ),
        text(
          'Check the pit temperature every 15 minutes and record it in the task list.',
          'ഓരോ 15 മിനിറ്റിലും കുഴിയിലെ താപനില നോക്കി ജോലിപ്പട്ടികയിൽ രേഖപ്പെടുത്തുക.',
        ),
        text(
          'One hour after loading the pit should read 145–160 °C.',
          'ഇറച്ചി ഇറക്കി ഒരു മണിക്കൂർ കഴിയുമ്പോൾ കുഴിയിൽ 145–160 °C കാണിക്കണം.',
        ),
        text(
          'Below 145 °C check that the lid is sealed and tell the head cook; above 160 °C tell the head cook.',
          '145 °C-ൽ താഴെയാണെങ്കിൽ അടപ്പ് നന്നായി അടച്ചിട്ടുണ്ടെന്ന് ഉറപ്പാക്കി ഹെഡ് കുക്കിനെ അറിയിക്കുക; 160 °C-ൽ കൂടുതലാണെങ്കിൽ ഹെഡ് കുക്കിനെ അറിയിക്കുക.',
        ),
      ],
    },
    {
      id: '5-4',
      title: text('Done check after 2 hours', '2 മണിക്കൂർ കഴിഞ്ഞുള്ള വേവ് പരിശോധന'),
      instructions: [
        text(
          'After 2 hours measure the pit temperature and record it as the done check.',
          '2 മണിക്കൂർ കഴിഞ്ഞ് കുഴിയിലെ താപനില അളന്ന് വേവ് പരിശോധനയായി രേഖപ്പെടുത്തുക.',
        ),
        text(
          'Above 135 °C: cook 10 more minutes, then the meat is done.',
          '135 °C-ൽ കൂടുതൽ: 10 മിനിറ്റ് കൂടി വേവിക്കുക, പിന്നെ ഇറച്ചി വെന്തു.',
        ),
        text(
          '135 °C or below (130–135 °C is taken as below 130 °C, the safe side): cook 20 more minutes, then check again.',
          '135 °C-ഓ അതിൽ താഴെയോ (130–135 °C-ഉം 130 °C-ൽ താഴെയായി കണക്കാക്കുന്നു, സുരക്ഷിതമായ വശം): 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക.',
        ),
        text('The extra minutes are added to the cooking timer.', 'കൂടുതൽ വേണ്ട മിനിറ്റുകൾ പാചക ടൈമറിൽ കൂട്ടിച്ചേർക്കും.'),
      ],
    },
    {
      id: '5-5',
      title: text('Finish the rice on dum', 'ചോറ് ദമ്മിൽ വെക്കുക'),
      allowedMinutes: 15,
      instructions: [
        text(
          'Put the covered pot of 80%-cooked rice into the hot pit.',
          '80% വെന്ത ചോറിന്റെ മൂടിയ പാത്രം ചൂടുള്ള കുഴിയിലേക്ക് ഇറക്കിവെക്കുക.',
        ),
        text('Close the lid and seal it.', 'അടപ്പ് അടച്ച് വശങ്ങൾ നന്നായി അടയ്ക്കുക.'),
        text(
          'Cook on dum for 10–15 minutes, until the rice is fully cooked and the grains are separate.',
          'ചോറ് മുഴുവൻ വെന്ത് മണികൾ വേറിട്ടുനിൽക്കുന്നതുവരെ 10–15 മിനിറ്റ് ദമ്മിൽ വെക്കുക.',
        ),
      ],
    },
    {
      id: '5-6',
      title: text('Take the rice and meat out of the pit', 'ചോറും ഇറച്ചിയും കുഴിയിൽ നിന്ന് പുറത്തെടുക്കുക'),
      instructions: [
        text('Wear the gloves: the rack and the pot are very hot.', 'കൈയുറ ധരിക്കുക: റാക്കിനും പാത്രത്തിനും നല്ല ചൂടുണ്ടാകും.'),
        text('Lift the meat out slowly so it does not fall apart.', 'ഇറച്ചി അടർന്നുപോകാതിരിക്കാൻ പതുക്കെ പുറത്തെടുക്കുക.'),
        text('Take the rice pot out and keep it covered.', 'ചോറിന്റെ പാത്രം പുറത്തെടുത്ത് മൂടിവെക്കുക.'),
        text(
          'Mark the final task “Rice and meat taken outside pit” as done in the task list.',
          'ജോലിപ്പട്ടികയിലെ അവസാന ജോലി “Rice and meat taken outside pit” പൂർത്തിയായതായി രേഖപ്പെടുത്തുക.',
        ),
      ],
    },
    {
      id: '5-7',
      title: text('Rest and arrange the food', 'ഭക്ഷണം ഒരുക്കിവെക്കുക'),
      instructions: [
        text(
          'Let the meat rest for a few minutes before arranging it.',
          'ട്രേയിൽ നിരത്തുന്നതിന് മുമ്പ് ഇറച്ചി കുറച്ച് മിനിറ്റ് അനക്കാതെ വെക്കുക.',
        ),
        text(
          'Spread the rice on the serving trays and place the meat on top.',
          'വിളമ്പുന്ന ട്രേകളിൽ ചോറ് നിരത്തി മുകളിൽ ഇറച്ചി വെക്കുക.',
        ),
        text('Keep the trays covered so the food stays hot.', 'ഭക്ഷണം ചൂടാറാതിരിക്കാൻ ട്രേകൾ മൂടിവെക്കുക.'),
      ],
    },
    {
      id: '5-8',
      title: text('Pack for delivery and close down', 'ഡെലിവറിക്ക് പാക്ക് ചെയ്ത് ജോലി അവസാനിപ്പിക്കുക'),
      instructions: [
        text(
          'Pack the food in clean, covered containers, with the chutney on the side.',
          'വൃത്തിയുള്ള, അടപ്പുള്ള പാത്രങ്ങളിൽ ഭക്ഷണം പാക്ക് ചെയ്യുക; ചട്ണി വേറെ വെക്കുക.',
        ),
        text('Label each pack with the event name.', 'ഓരോ പാക്കിലും ഇവന്റിന്റെ പേര് എഴുതി ഒട്ടിക്കുക.'),
        text(
          'Close the pit, let it cool, and clean the rack, the pot and the tools.',
          'കുഴി അടച്ച് തണുക്കാൻ വിടുക; റാക്കും പാത്രവും ഉപകരണങ്ങളും കഴുകി വൃത്തിയാക്കുക.',
        ),
      ],
    },
  ],
  itemPanels: [
    {
      title: text('Food for the pit (20 servings)', 'കുഴിയിലേക്കുള്ള ഭക്ഷണം (20 പേർക്ക്)'),
      scales: false,
      items: [
        item('Marinated mutton', 'മസാല പുരട്ടിയ മട്ടൻ', '8.0 kg'),
        item('Rice cooked to 80% (raw weight)', '80% വേവിച്ച ചോറ് (അരിയുടെ തൂക്കം)', '4.0 kg'),
      ],
    },
    {
      title: text('Tools', 'ഉപകരണങ്ങൾ'),
      scales: false,
      items: [
        THERMOMETER,
        GLOVES,
        PIT_LID,
        item('Meat rack', 'ഇറച്ചി റാക്ക്', '1'),
        item('Rice pot with lid', 'അടപ്പുള്ള ചോറ് പാത്രം', '1'),
        item('Serving trays', 'വിളമ്പുന്ന ട്രേകൾ', AS_NEEDED.quantity, AS_NEEDED.quantityMl),
        item('Delivery containers', 'ഡെലിവറി പാത്രങ്ങൾ', AS_NEEDED.quantity, AS_NEEDED.quantityMl),
      ],
    },
  ],
  timeline: {
    title: text('Cooking timeline (12:00 PM delivery)', 'പാചക സമയക്രമം (ഉച്ചയ്ക്ക് 12:00-ന് ഡെലിവറി)'),
    entries: [
      {
        time: '7:30 AM',
        text: text('Check at least 200 °C, load the meat', 'കുറഞ്ഞത് 200 °C ഉണ്ടെന്ന് ഉറപ്പാക്കി ഇറച്ചി ഇറക്കുക'),
      },
      {
        time: '7:45 AM',
        text: text('First pit check; then every 15 minutes', 'ആദ്യ പരിശോധന; പിന്നെ ഓരോ 15 മിനിറ്റിലും'),
      },
      { time: '8:30 AM', text: text('1-hour reading: 145–160 °C', '1 മണിക്കൂർ കഴിഞ്ഞുള്ള അളവ്: 145–160 °C') },
      {
        time: '9:30 AM',
        text: text(
          'Done check: above 135 °C 10 more minutes, else 20 more',
          'വേവ് പരിശോധന: 135 °C-ൽ കൂടുതലെങ്കിൽ 10 മിനിറ്റ് കൂടി, അല്ലെങ്കിൽ 20 മിനിറ്റ് കൂടി',
        ),
      },
      { time: '10:30 AM', text: text('Rice on dum, 10–15 minutes', 'ചോറ് ദമ്മിൽ, 10–15 മിനിറ്റ്') },
      {
        time: '11:00 AM',
        text: text('Take the rice and meat out of the pit', 'ചോറും ഇറച്ചിയും കുഴിയിൽ നിന്ന് പുറത്തെടുക്കുക'),
      },
      { time: '12:00 PM', text: text('Delivery', 'ഡെലിവറി') },
    ],
  },
  pointPanels: [
    {
      title: text('Key points', 'പ്രധാന കാര്യങ്ങൾ'),
      points: [
        text(
          'Never load the meat below 200 °C; the ideal is 280–320 °C.',
          '200 °C-ൽ താഴെ ഒരിക്കലും ഇറച്ചി ഇറക്കരുത്; 280–320 °C ആണ് ഏറ്റവും നല്ലത്.',
        ),
        text('Check and record the pit every 15 minutes.', 'ഓരോ 15 മിനിറ്റിലും കുഴി പരിശോധിച്ച് രേഖപ്പെടുത്തുക.'),
        text('One hour after loading: 145–160 °C.', 'ഇറക്കി ഒരു മണിക്കൂർ കഴിഞ്ഞ്: 145–160 °C.'),
        text(
          'After 2 hours: above 135 °C cook 10 more minutes, then the meat is done.',
          '2 മണിക്കൂർ കഴിഞ്ഞ്: 135 °C-ൽ കൂടുതലാണെങ്കിൽ 10 മിനിറ്റ് കൂടി വേവിക്കുക, പിന്നെ ഇറച്ചി വെന്തു.',
        ),
      ],
    },
    {
      title: text('Safety', 'സുരക്ഷ'),
      points: [
        text('Always wear heat-proof gloves at the open pit.', 'തുറന്ന കുഴിയുടെ അടുത്ത് എപ്പോഴും ചൂട് തട്ടാത്ത കൈയുറ ധരിക്കുക.'),
        text(
          'Stand to the side when you open the lid: hot steam and smoke come out.',
          'അടപ്പ് തുറക്കുമ്പോൾ വശത്തേക്ക് മാറിനിൽക്കുക: ചൂടുള്ള ആവിയും പുകയും പുറത്തുവരും.',
        ),
        text('Two people lift the meat rack and the rice pot.', 'ഇറച്ചി റാക്കും ചോറ് പാത്രവും രണ്ടുപേർ ചേർന്ന് പൊക്കുക.'),
        text('Keep children and visitors away from the pit.', 'കുട്ടികളെയും സന്ദർശകരെയും കുഴിയുടെ അടുത്തേക്ക് വിടരുത്.'),
      ],
    },
    {
      title: text('Serving tips', 'വിളമ്പുമ്പോൾ'),
      points: [
        text('Serve the rice and meat hot.', 'ചോറും ഇറച്ചിയും ചൂടോടെ വിളമ്പുക.'),
        text('Put the meat on top of the rice, not mixed in.', 'ഇറച്ചി ചോറിൽ കലർത്താതെ മുകളിൽ വെക്കുക.'),
        text('Serve the puli chutney in small bowls on the side.', 'പുളി ചട്ണി ചെറിയ പാത്രങ്ങളിൽ വേറെ വിളമ്പുക.'),
      ],
    },
    {
      title: text('Troubleshooting', 'പ്രശ്നങ്ങളും പരിഹാരങ്ങളും'),
      points: [
        text(
          'Pit below 200 °C before loading: add wood and coconut shells and check again after 15 minutes.',
          'ഇറക്കുന്നതിന് മുമ്പ് 200 °C-ൽ താഴെ: വിറകും ചിരട്ടയും ഇട്ട് 15 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും പരിശോധിക്കുക.',
        ),
        text(
          'Below 145 °C one hour after loading: make sure the lid is sealed and tell the head cook.',
          'ഇറക്കി ഒരു മണിക്കൂർ കഴിഞ്ഞ് 145 °C-ൽ താഴെ: അടപ്പ് നന്നായി അടച്ചിട്ടുണ്ടെന്ന് ഉറപ്പാക്കി ഹെഡ് കുക്കിനെ അറിയിക്കുക.',
        ),
        text(
          'Above 160 °C one hour after loading: tell the head cook; the meat may be done early.',
          'ഇറക്കി ഒരു മണിക്കൂർ കഴിഞ്ഞ് 160 °C-ൽ കൂടുതൽ: ഹെഡ് കുക്കിനെ അറിയിക്കുക; ഇറച്ചി നേരത്തെ വേവാൻ സാധ്യതയുണ്ട്.',
        ),
        text(
          '135 °C or below after 2 hours (130–135 °C included): cook 20 more minutes, then check again.',
          '2 മണിക്കൂർ കഴിഞ്ഞ് 135 °C-ഓ അതിൽ താഴെയോ ആണെങ്കിൽ (130–135 °C ഉൾപ്പെടെ): 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക.',
        ),
        text(
          'Smoke coming out at the edges: press the lid down and seal the gap.',
          'വശങ്ങളിലൂടെ പുക വരുന്നുണ്ടെങ്കിൽ: അടപ്പ് അമർത്തി വിടവ് അടയ്ക്കുക.',
        ),
      ],
    },
  ],
};
