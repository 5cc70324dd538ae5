import type { SopStep } from './sop-steps.ts';
import type { Task, TemperatureCheck } from '../schemas/tasks.ts';
import { DELIVERY_BASELINE, FINAL_TASK_NAME } from '../domain/kitchen/task-schedule.ts';

/**
 * The default task list of a pit mandi event, from the kitchen's cooking facts: shopping
 * three and two days before, lighting the pit the evening before (setup timeline 6:00 PM gather,
 * 6:30 PM arrange, 7:00 PM light, 8:00 PM close; fire lit 12 hours before cooking), and on the event
 * day the meat masala (6:00–7:30 AM), loading at 200 °C or more, a pit check every 15 minutes, the
 * done check after 2 hours, rice, chutney, taking everything out of the pit and delivery at 12:00 PM.
 * The times are for a 12:00 PM delivery; shiftSchedule moves the whole list for another time.
 */

type TaskSpec = Pick<
  Task,
  'task' | 'taskMl' | 'dueDate' | 'estimatedDuration' | 'startTime' | 'description' | 'descriptionMl'
> & {
  slug: string;
} & Partial<Pick<Task, 'sopLink' | 'isFinalTask' | 'isDelivery' | 'deliveryType'>> & {
    temperatureCheck?: TemperatureCheck;
  };

/** Link to an SOP guide page for this event; `timer` starts that step's timer when the page opens. */
function sopLink(page: SopStep, eventId: number, timer?: string): string {
  const link = `/soplocked/${page}?eventId=${eventId}`;
  return timer === undefined ? link : `${link}&startTimer=${timer}`;
}

/** A task with nothing set yet: not started, no video, no temperature, no delivery. */
export function blankTask(eventId: number): Task {
  return {
    id: '',
    task: '',
    taskMl: '',
    completed: false,
    dueDate: 'Event day',
    eventId,
    assignedTo: '',
    sortOrder: 0,
    estimatedDuration: '',
    startTime: '',
    description: '',
    descriptionMl: '',
    hasVideo: false,
    videoUrl: '',
    isTemperature: false,
    temperatureValue: null,
    temperatureCheck: null,
    isFinalTask: false,
    isDelivery: false,
    deliveryType: null,
    deliveryLocation: '',
    deliveryNotes: '',
    startedAt: null,
    startedBy: null,
    completedAt: null,
    completedBy: null,
    sopLink: '',
    version: 1,
    startedAccount: null,
    completedAccount: null,
    earlyReason: null,
  };
}

const MEAT_MASALA_20 =
  'mutton 8.0 kg, MSG 160 g, rock salt 50 g, black pepper 36 g, white pepper powder 30 g, cumin powder 13 g, ' +
  'cinnamon 33 g, caraway 15 g, cumin seeds 13 g, coriander 6 g, cardamom 11 g, clove 2 g';
const MEAT_MASALA_20_ML =
  'മട്ടൻ 8.0 kg, MSG 160 g, ഇന്തുപ്പ് 50 g, കുരുമുളക് 36 g, വെള്ളക്കുരുമുളക് പൊടി 30 g, ജീരകപ്പൊടി 13 g, ' +
  'കറുവപ്പട്ട 33 g, ഷാജീരകം 15 g, ജീരകം 13 g, മല്ലി 6 g, ഏലയ്ക്ക 11 g, ഗ്രാമ്പൂ 2 g';
const SCALE_NOTE = 'Scale to the expected attendance with the Recipe Calculator.';
const SCALE_NOTE_ML = 'പ്രതീക്ഷിക്കുന്ന ആളുകളുടെ എണ്ണത്തിനനുസരിച്ച് പാചകക്കുറിപ്പ് കണക്കുകൂട്ടലിൽ അളവ് മാറ്റുക.';
const PIT_CHECK = 'Check the pit every 15 minutes: record the pit temperature.';
const PIT_CHECK_ML = 'ഓരോ 15 മിനിറ്റിലും കുഴി പരിശോധിക്കുക: കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക.';

/** English and Malayalam of one text. */
type Both = readonly [en: string, ml: string];

/** The 2-hour rule as the done check's description states it (judgeReading in temperature-limits.ts). */
export const DONE_RULE: Both = [
  'Rule: above 135 °C cook 10 more minutes, then the meat is done; at 135 °C or below cook 20 more minutes and check again (130–135 °C is taken as below 130 °C, the safe side).',
  'നിയമം: 135 °C-ൽ കൂടുതലാണെങ്കിൽ 10 മിനിറ്റ് കൂടി വേവിക്കുക, പിന്നെ ഇറച്ചി വെന്തു; 135 °C-ഓ അതിൽ താഴെയോ ആണെങ്കിൽ 20 മിനിറ്റ് കൂടി വേവിച്ച് വീണ്ടും പരിശോധിക്കുക (130–135 °C-ഉം 130 °C-ൽ താഴെയായി കണക്കാക്കുന്നു, സുരക്ഷിതമായ വശം).',
];

function pitCheck(
  slug: string,
  [task, taskMl]: Both,
  startTime: string,
  check: TemperatureCheck,
  extra?: Both,
): TaskSpec {
  return {
    slug,
    task,
    taskMl,
    dueDate: 'Event day',
    estimatedDuration: '5',
    startTime,
    description: extra === undefined ? PIT_CHECK : `${PIT_CHECK} ${extra[0]}`,
    descriptionMl: extra === undefined ? PIT_CHECK_ML : `${PIT_CHECK_ML} ${extra[1]}`,
    temperatureCheck: check,
  };
}

function specs(eventId: number): TaskSpec[] {
  return [
    // 3 days before: what is in stock, and what to buy.
    {
      slug: 'inventory-check',
      task: 'Check inventory stock',
      taskMl: 'സ്റ്റോക്ക് പരിശോധിക്കുക',
      dueDate: '3 days before event',
      estimatedDuration: '30',
      startTime: '10:00 AM',
      description:
        'Count the spices, rice, oils, ghee and kitchen supplies in Inventory Management and note what is short for this event.',
      descriptionMl: 'സ്റ്റോക്ക് നിയന്ത്രണത്തിൽ മസാലകൾ, അരി, എണ്ണ, നെയ്യ്, അടുക്കള സാധനങ്ങൾ എന്നിവ എണ്ണി, ഈ ഇവന്റിന് കുറവുള്ളത് കുറിച്ചുവെക്കുക.',
    },
    {
      slug: 'shopping-list',
      task: 'Make the shopping list',
      taskMl: 'വാങ്ങാനുള്ള സാധനങ്ങളുടെ പട്ടിക തയ്യാറാക്കുക',
      dueDate: '3 days before event',
      estimatedDuration: '30',
      startTime: '10:30 AM',
      description: `The meat masala, rice and chutney recipes are for 20 servings. ${SCALE_NOTE} List everything that is short.`,
      descriptionMl: `ഇറച്ചി മസാല, ചോറ്, ചട്ണി എന്നിവയുടെ പാചകക്കുറിപ്പുകൾ 20 പേർക്കുള്ളതാണ്. ${SCALE_NOTE_ML} കുറവുള്ളതെല്ലാം പട്ടികയിൽ എഴുതുക.`,
    },
    // 2 days before: buy and collect.
    {
      slug: 'wood-and-coconut-shells',
      task: 'Buy and collect firewood and coconut shells',
      taskMl: 'വിറകും ചിരട്ടയും വാങ്ങി ശേഖരിക്കുക',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '9:00 AM',
      description: 'For the pit: 40 kg of dried tamarind (puli) wood and 2.5 kg of coconut shells.',
      descriptionMl: 'കുഴിക്ക് വേണ്ടത്: 40 kg ഉണങ്ങിയ പുളി വിറകും 2.5 kg ചിരട്ടയും.',
    },
    {
      slug: 'masala-spices',
      task: 'Buy the meat masala spices',
      taskMl: 'ഇറച്ചി മസാലയ്ക്കുള്ള മസാലകൾ വാങ്ങുക',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '10:00 AM',
      description: `Meat masala for 20 servings: ${MEAT_MASALA_20}. ${SCALE_NOTE}`,
      descriptionMl: `20 പേർക്കുള്ള ഇറച്ചി മസാല: ${MEAT_MASALA_20_ML}. ${SCALE_NOTE_ML}`,
    },
    {
      slug: 'rice-and-chutney-shopping',
      task: 'Buy rice, onion, ghee and chutney ingredients',
      taskMl: 'അരി, സവാള, നെയ്യ്, ചട്ണിക്കുള്ള സാധനങ്ങൾ എന്നിവ വാങ്ങുക',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '11:00 AM',
      description: `Rice for 20 servings: rice 4.0 kg, onion 1.0 kg, ghee 250 g and the rest of the rice recipe. Chutney for 20 servings includes jaggery 196 g and tamarind 125 g. ${SCALE_NOTE}`,
      descriptionMl: `20 പേർക്കുള്ള ചോറ്: അരി 4.0 kg, സവാള 1.0 kg, നെയ്യ് 250 g, പിന്നെ ചോറിന്റെ പാചകക്കുറിപ്പിലെ ബാക്കി സാധനങ്ങൾ. 20 പേർക്കുള്ള ചട്ണിയിൽ ശർക്കര 196 g, വാളൻപുളി 125 g എന്നിവയുണ്ട്. ${SCALE_NOTE_ML}`,
    },
    {
      slug: 'order-mutton',
      task: 'Order the mutton',
      taskMl: 'മട്ടൻ ഓർഡർ ചെയ്യുക',
      dueDate: '2 days before event',
      estimatedDuration: '15',
      startTime: '12:00 PM',
      description: `8.0 kg of mutton for 20 servings. ${SCALE_NOTE}`,
      descriptionMl: `20 പേർക്ക് 8.0 kg മട്ടൻ. ${SCALE_NOTE_ML}`,
    },
    {
      slug: 'setup-materials',
      task: 'Check the pit setup materials',
      taskMl: 'കുഴി ഒരുക്കാനുള്ള സാധനങ്ങൾ പരിശോധിക്കുക',
      dueDate: '2 days before event',
      estimatedDuration: '15',
      startTime: '12:30 PM',
      description: 'Gas cylinder 1, metal pipe 1, paper as needed, pit lid 1, gloves 1 pair.',
      descriptionMl: 'ഗ്യാസ് സിലിണ്ടർ 1, ലോഹ പൈപ്പ് 1, കടലാസ് ആവശ്യത്തിന്, കുഴിയുടെ അടപ്പ് 1, കൈയുറ 1 ജോഡി.',
      sopLink: sopLink('setup', eventId),
    },
    // The day before: light the pit 12 hours before cooking (setup timeline).
    {
      slug: 'gather-wood',
      task: 'Gather firewood and coconut shells at the pit',
      taskMl: 'വിറകും ചിരട്ടയും കുഴിയുടെ അടുത്ത് എത്തിക്കുക',
      dueDate: 'Day before event',
      estimatedDuration: '30',
      startTime: '6:00 PM',
      description:
        'Bring 40 kg of dried tamarind wood, 2.5 kg of coconut shells, the gas cylinder, metal pipe, paper, pit lid and gloves to the pit.',
      descriptionMl:
        '40 kg ഉണങ്ങിയ പുളി വിറക്, 2.5 kg ചിരട്ട, ഗ്യാസ് സിലിണ്ടർ, ലോഹ പൈപ്പ്, കടലാസ്, കുഴിയുടെ അടപ്പ്, കൈയുറ എന്നിവ കുഴിയുടെ അടുത്ത് എത്തിക്കുക.',
      sopLink: sopLink('setup', eventId),
    },
    {
      slug: 'arrange-wood',
      task: 'Arrange firewood and coconut shells in the pit',
      taskMl: 'വിറകും ചിരട്ടയും കുഴിയിൽ അടുക്കുക',
      dueDate: 'Day before event',
      estimatedDuration: '15',
      startTime: '6:30 PM',
      description: 'Arrange the firewood and coconut shells in the pit.',
      descriptionMl: 'വിറകും ചിരട്ടയും കുഴിയിൽ അടുക്കിവെക്കുക.',
      sopLink: sopLink('pitlighting', eventId, '1-1'),
    },
    {
      slug: 'light-pit',
      task: 'Light the pit fire',
      taskMl: 'കുഴിയിൽ തീ കത്തിക്കുക',
      dueDate: 'Day before event',
      estimatedDuration: '15',
      startTime: '7:00 PM',
      description:
        'Light the fire 12 hours before cooking, using the gas cylinder, metal pipe and paper. The fire should catch within 10–15 minutes.',
      descriptionMl:
        'പാചകത്തിന് 12 മണിക്കൂർ മുമ്പ് ഗ്യാസ് സിലിണ്ടറും ലോഹ പൈപ്പും കടലാസും ഉപയോഗിച്ച് തീ കത്തിക്കുക. 10–15 മിനിറ്റിനുള്ളിൽ തീ പിടിക്കണം.',
      sopLink: sopLink('pitlighting', eventId, '1-2'),
    },
    {
      slug: 'fire-management',
      task: 'Manage the fire',
      taskMl: 'തീ നിയന്ത്രിക്കുക',
      dueDate: 'Day before event',
      estimatedDuration: '45',
      startTime: '7:15 PM',
      description: 'Keep the fire burning evenly with the wood and coconut shells.',
      descriptionMl: 'വിറകും ചിരട്ടയും ഇട്ട് തീ ഒരുപോലെ കത്തിച്ചുനിർത്തുക.',
      sopLink: sopLink('pitlighting', eventId, '1-3'),
    },
    {
      slug: 'pit-check-first-hour',
      task: 'Pit temperature after the first hour',
      taskMl: 'ആദ്യ മണിക്കൂറിന് ശേഷം കുഴിയിലെ താപനില',
      dueDate: 'Day before event',
      estimatedDuration: '5',
      startTime: '8:00 PM',
      description: 'Record the pit temperature one hour after lighting. Ideal: 180–200 °C.',
      descriptionMl: 'തീ കത്തിച്ച് ഒരു മണിക്കൂർ കഴിഞ്ഞ് കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക. വേണ്ടത്: 180–200 °C.',
      temperatureCheck: 'first-hour',
      sopLink: sopLink('pitlighting', eventId),
    },
    {
      slug: 'close-pit',
      task: 'Close the pit',
      taskMl: 'കുഴി അടയ്ക്കുക',
      dueDate: 'Day before event',
      estimatedDuration: '10',
      startTime: '8:05 PM',
      description: 'Close the pit with its lid to keep the heat in.',
      descriptionMl: 'ചൂട് പോകാതിരിക്കാൻ കുഴി അടപ്പ് കൊണ്ട് അടയ്ക്കുക.',
      sopLink: sopLink('pitlighting', eventId, '1-4'),
    },
    // Event day (for a 12:00 PM delivery).
    {
      slug: 'meat-masala',
      task: 'Prepare the meat masala and marinate the mutton',
      taskMl: 'ഇറച്ചി മസാല തയ്യാറാക്കി മട്ടനിൽ പുരട്ടിവെക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '90',
      startTime: '6:00 AM',
      description: `Follow the meat masala guide (6:00–7:30 AM). For 20 servings: ${MEAT_MASALA_20}. Marinate for at least 1 hour.`,
      descriptionMl: `ഇറച്ചി മസാല സഹായി പിന്തുടരുക (രാവിലെ 6:00–7:30). 20 പേർക്ക്: ${MEAT_MASALA_20_ML}. കുറഞ്ഞത് 1 മണിക്കൂർ മസാല പിടിക്കാൻ വെക്കുക.`,
      sopLink: sopLink('meatmasala', eventId),
    },
    {
      slug: 'load-meat',
      task: 'Check the pit is at least 200 °C and load the meat',
      taskMl: 'കുഴിയിൽ കുറഞ്ഞത് 200 °C ഉണ്ടെന്ന് നോക്കി ഇറച്ചി ഇറക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '7:30 AM',
      description:
        'Record the pit temperature before loading: at least 200 °C (ideal 280–320 °C). Load the meat only then.',
      descriptionMl:
        'ഇറച്ചി ഇറക്കുന്നതിന് മുമ്പ് കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക: കുറഞ്ഞത് 200 °C (280–320 °C ഏറ്റവും നല്ലത്). അതിനുശേഷം മാത്രം ഇറച്ചി ഇറക്കുക.',
      temperatureCheck: 'before-loading',
      sopLink: sopLink('finalcooking', eventId),
    },
    pitCheck(
      'pit-check-15',
      ['Pit check 15 minutes after loading', 'ഇറച്ചി ഇറക്കി 15 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '7:45 AM',
      'after-loading-15',
    ),
    pitCheck(
      'pit-check-30',
      ['Pit check 30 minutes after loading', 'ഇറച്ചി ഇറക്കി 30 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '8:00 AM',
      'after-loading-30',
    ),
    {
      slug: 'chutney',
      task: 'Prepare the puli chutney',
      taskMl: 'പുളി ചട്ണി തയ്യാറാക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '45',
      startTime: '8:00 AM',
      description:
        'Soak the tamarind for 20 minutes, then simmer the chutney for 15–20 minutes. For 20 servings: jaggery 196 g, tamarind 125 g. Keeps 2 weeks in the fridge.',
      descriptionMl:
        'പുളി 20 മിനിറ്റ് കുതിർക്കുക, പിന്നെ ചട്ണി 15–20 മിനിറ്റ് ചെറുതീയിൽ തിളപ്പിക്കുക. 20 പേർക്ക്: ശർക്കര 196 g, വാളൻപുളി 125 g. ഫ്രിഡ്ജിൽ 2 ആഴ്ച കേടാകാതിരിക്കും.',
      sopLink: sopLink('chutneyprep', eventId),
    },
    pitCheck(
      'pit-check-45',
      ['Pit check 45 minutes after loading', 'ഇറച്ചി ഇറക്കി 45 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '8:15 AM',
      'after-loading-45',
    ),
    pitCheck(
      'pit-check-1-hour',
      ['Pit check 1 hour after loading', 'ഇറച്ചി ഇറക്കി 1 മണിക്കൂറിന് ശേഷം കുഴി പരിശോധന'],
      '8:30 AM',
      'after-loading-hour',
      ['One hour after loading it should read 145–160 °C.', 'ഇറച്ചി ഇറക്കി ഒരു മണിക്കൂർ കഴിയുമ്പോൾ 145–160 °C കാണിക്കണം.'],
    ),
    pitCheck(
      'pit-check-75',
      ['Pit check 1 hour 15 minutes after loading', 'ഇറച്ചി ഇറക്കി 1 മണിക്കൂർ 15 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '8:45 AM',
      'after-loading-75',
    ),
    pitCheck(
      'pit-check-90',
      ['Pit check 1 hour 30 minutes after loading', 'ഇറച്ചി ഇറക്കി 1 മണിക്കൂർ 30 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '9:00 AM',
      'after-loading-90',
    ),
    pitCheck(
      'pit-check-105',
      ['Pit check 1 hour 45 minutes after loading', 'ഇറച്ചി ഇറക്കി 1 മണിക്കൂർ 45 മിനിറ്റിന് ശേഷം കുഴി പരിശോധന'],
      '9:15 AM',
      'after-loading-105',
    ),
    pitCheck(
      'done-check',
      ['Done check 2 hours after loading', 'ഇറച്ചി ഇറക്കി 2 മണിക്കൂറിന് ശേഷം വേവ് പരിശോധന'],
      '9:30 AM',
      'done-check',
      DONE_RULE,
    ),
    {
      slug: 'rice-soak',
      task: 'Soak the rice',
      taskMl: 'അരി കുതിർക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: '9:30 AM',
      description: 'Soak the rice for 30 minutes (4.0 kg for 20 servings).',
      descriptionMl: 'അരി 30 മിനിറ്റ് കുതിർക്കുക (20 പേർക്ക് 4.0 kg).',
      sopLink: sopLink('riceprep', eventId),
    },
    {
      slug: 'rice-cook',
      task: 'Cook the rice to 80%',
      taskMl: 'ചോറ് 80% വേവിക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: '10:00 AM',
      description:
        'Rice to water 1:2 (for 20 servings: rice 4.0 kg, water 8.0 L, onion 1.0 kg, ghee 250 g). Cook until 80% done.',
      descriptionMl:
        'അരിയും വെള്ളവും 1:2 (20 പേർക്ക്: അരി 4.0 kg, വെള്ളം 8.0 L, സവാള 1.0 kg, നെയ്യ് 250 g). 80% വേവുന്നതുവരെ വേവിക്കുക.',
      sopLink: sopLink('riceprep', eventId),
    },
    {
      slug: 'rice-dum',
      task: 'Put the rice in the pit for dum',
      taskMl: 'ചോറ് ദമ്മിനായി കുഴിയിൽ വെക്കുക',
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '10:30 AM',
      description: 'Finish the 80%-cooked rice on dum for 10–15 minutes.',
      descriptionMl: '80% വെന്ത ചോറ് 10–15 മിനിറ്റ് ദമ്മിൽ വെച്ച് പാകമാക്കുക.',
      sopLink: sopLink('finalcooking', eventId),
    },
    {
      slug: 'final',
      task: FINAL_TASK_NAME,
      taskMl: 'ചോറും ഇറച്ചിയും കുഴിയിൽ നിന്ന് പുറത്തെടുത്തു',
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '11:00 AM',
      description: 'Take the rice and meat out of the pit. This task cannot be deleted.',
      descriptionMl: 'ചോറും ഇറച്ചിയും കുഴിയിൽ നിന്ന് പുറത്തെടുക്കുക. ഈ ജോലി ഇല്ലാതാക്കാൻ കഴിയില്ല.',
      sopLink: sopLink('finalcooking', eventId),
      isFinalTask: true,
    },
    {
      slug: 'delivery',
      task: 'Delivery to customers',
      taskMl: 'ഉപഭോക്താക്കൾക്ക് ഡെലിവറി',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: DELIVERY_BASELINE,
      description: 'Deliver the orders. Event-day task times follow the delivery time chosen in the scheduler.',
      descriptionMl: 'ഓർഡറുകൾ എത്തിച്ചുകൊടുക്കുക. ഇവന്റ് ദിവസത്തെ ജോലികളുടെ സമയം ഷെഡ്യൂളറിൽ തിരഞ്ഞെടുത്ത ഡെലിവറി സമയത്തിനനുസരിച്ച് മാറും.',
      isDelivery: true,
      deliveryType: 'standard',
    },
  ];
}

/** The default task list of an event, in order (sortOrder 10, 20, …; ids 'default-<slug>'). */
export function defaultTasks(eventId: number): Task[] {
  return specs(eventId).map(({ slug, temperatureCheck, ...fields }, index) => ({
    ...blankTask(eventId),
    ...fields,
    id: `default-${slug}`,
    sortOrder: (index + 1) * 10,
    isTemperature: temperatureCheck !== undefined,
    temperatureCheck: temperatureCheck ?? null,
  }));
}

/** An extra pit reading added from the task panel: 'Additional Temperature Measurement N'. */
export function temperatureTask(eventId: number, n: number): Task {
  return {
    ...blankTask(eventId),
    id: `temperature-${n}`,
    task: `Additional Temperature Measurement ${n}`,
    taskMl: `അധിക താപനില അളവ് ${n}`,
    dueDate: 'Event day',
    estimatedDuration: '5',
    description: 'Record the pit temperature.',
    descriptionMl: 'കുഴിയിലെ താപനില രേഖപ്പെടുത്തുക.',
    sortOrder: 1000 + n,
    isTemperature: true,
    temperatureCheck: 'general',
  };
}

/** 'Delivery to {location}' or 'Combined route delivery to {location}', in English and Malayalam. */
export function deliveryTaskTitle(location: string, type: 'standard' | 'combined'): Pick<Task, 'task' | 'taskMl'> {
  const place = location.trim();
  return type === 'combined'
    ? { task: `Combined route delivery to ${place}`, taskMl: `ഒന്നിച്ചുള്ള റൂട്ടിൽ ഡെലിവറി: ${place}` }
    : { task: `Delivery to ${place}`, taskMl: `ഡെലിവറി: ${place}` };
}
