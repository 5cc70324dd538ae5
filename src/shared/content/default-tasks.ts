import type { SopStep } from './sop-steps.ts';
import type { Task, TemperatureCheck } from '../schemas/tasks.ts';
import { DELIVERY_BASELINE, FINAL_TASK_NAME } from '../domain/kitchen/task-schedule.ts';

/**
 * The default task list of a pit mandi event, from the kitchen's cooking facts: shopping
 * three and two days before, lighting the pit the evening before (setup timeline 6:00 PM gather,
 * 6:30 PM arrange, 7:00 PM light, 8:00 PM close; fire lit 12 hours before cooking), and on the event
 * day the meat masala (6:00–7:30 AM), loading at 200 °C or more, a pit check every 15 minutes, the
 * done check after 2 hours, rice, chutney, taking everything out of the pit and delivery at 12:00 PM.
 * Event-day times are for a 12:00 PM delivery; shiftEventDay moves them for another time.
 */

type TaskSpec = Pick<Task, 'task' | 'dueDate' | 'estimatedDuration' | 'startTime' | 'description'> & {
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
    completed: false,
    dueDate: 'Event day',
    eventId,
    assignedTo: '',
    sortOrder: 0,
    estimatedDuration: '',
    startTime: '',
    description: '',
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
  };
}

const MEAT_MASALA_20 =
  'mutton 8.0 kg, MSG 160 g, rock salt 50 g, black pepper 36 g, white pepper powder 30 g, cumin powder 13 g, ' +
  'cinnamon 33 g, caraway 15 g, cumin seeds 13 g, coriander 6 g, cardamom 11 g, clove 2 g';
const SCALE_NOTE = 'Scale to the expected attendance with the Recipe Calculator.';
const PIT_CHECK = 'Check the pit every 15 minutes: record the pit temperature.';

function pitCheck(slug: string, task: string, startTime: string, check: TemperatureCheck, extra = ''): TaskSpec {
  return {
    slug,
    task,
    dueDate: 'Event day',
    estimatedDuration: '5',
    startTime,
    description: extra === '' ? PIT_CHECK : `${PIT_CHECK} ${extra}`,
    temperatureCheck: check,
  };
}

function specs(eventId: number): TaskSpec[] {
  return [
    // 3 days before: what is in stock, and what to buy.
    {
      slug: 'inventory-check',
      task: 'Check inventory stock',
      dueDate: '3 days before event',
      estimatedDuration: '30',
      startTime: '10:00 AM',
      description:
        'Count the spices, rice, oils, ghee and kitchen supplies in Inventory Management and note what is short for this event.',
    },
    {
      slug: 'shopping-list',
      task: 'Make the shopping list',
      dueDate: '3 days before event',
      estimatedDuration: '30',
      startTime: '10:30 AM',
      description: `The meat masala, rice and chutney recipes are for 20 servings. ${SCALE_NOTE} List everything that is short.`,
    },
    // 2 days before: buy and collect.
    {
      slug: 'wood-and-coconut-shells',
      task: 'Buy and collect firewood and coconut shells',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '9:00 AM',
      description: 'For the pit: 40 kg of dried tamarind (puli) wood and 2.5 kg of coconut shells.',
    },
    {
      slug: 'masala-spices',
      task: 'Buy the meat masala spices',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '10:00 AM',
      description: `Meat masala for 20 servings: ${MEAT_MASALA_20}. ${SCALE_NOTE}`,
    },
    {
      slug: 'rice-and-chutney-shopping',
      task: 'Buy rice, onion, ghee and chutney ingredients',
      dueDate: '2 days before event',
      estimatedDuration: '60',
      startTime: '11:00 AM',
      description: `Rice for 20 servings: rice 4.0 kg, onion 1.0 kg, ghee 250 g and the rest of the rice recipe. Chutney for 20 servings includes jaggery 196 g and tamarind 125 g. ${SCALE_NOTE}`,
    },
    {
      slug: 'order-mutton',
      task: 'Order the mutton',
      dueDate: '2 days before event',
      estimatedDuration: '15',
      startTime: '12:00 PM',
      description: `8.0 kg of mutton for 20 servings. ${SCALE_NOTE}`,
    },
    {
      slug: 'setup-materials',
      task: 'Check the pit setup materials',
      dueDate: '2 days before event',
      estimatedDuration: '15',
      startTime: '12:30 PM',
      description: 'Gas cylinder 1, metal pipe 1, paper as needed, pit lid 1, gloves 1 pair.',
      sopLink: sopLink('setup', eventId),
    },
    // The day before: light the pit 12 hours before cooking (setup timeline).
    {
      slug: 'gather-wood',
      task: 'Gather firewood and coconut shells at the pit',
      dueDate: 'Day before event',
      estimatedDuration: '30',
      startTime: '6:00 PM',
      description:
        'Bring 40 kg of dried tamarind wood, 2.5 kg of coconut shells, the gas cylinder, metal pipe, paper, pit lid and gloves to the pit.',
      sopLink: sopLink('setup', eventId),
    },
    {
      slug: 'arrange-wood',
      task: 'Arrange firewood and coconut shells in the pit',
      dueDate: 'Day before event',
      estimatedDuration: '15',
      startTime: '6:30 PM',
      description: 'Arrange the firewood and coconut shells in the pit.',
      sopLink: sopLink('pitlighting', eventId, '1-1'),
    },
    {
      slug: 'light-pit',
      task: 'Light the pit fire',
      dueDate: 'Day before event',
      estimatedDuration: '15',
      startTime: '7:00 PM',
      description:
        'Light the fire 12 hours before cooking, using the gas cylinder, metal pipe and paper. The fire should catch within 10–15 minutes.',
      sopLink: sopLink('pitlighting', eventId, '1-2'),
    },
    {
      slug: 'fire-management',
      task: 'Manage the fire',
      dueDate: 'Day before event',
      estimatedDuration: '45',
      startTime: '7:15 PM',
      description: 'Keep the fire burning evenly with the wood and coconut shells.',
      sopLink: sopLink('pitlighting', eventId, '1-3'),
    },
    {
      slug: 'pit-check-first-hour',
      task: 'Pit temperature after the first hour',
      dueDate: 'Day before event',
      estimatedDuration: '5',
      startTime: '8:00 PM',
      description: 'Record the pit temperature one hour after lighting. Ideal: 180–200 °C.',
      temperatureCheck: 'first-hour',
      sopLink: sopLink('pitlighting', eventId),
    },
    {
      slug: 'close-pit',
      task: 'Close the pit',
      dueDate: 'Day before event',
      estimatedDuration: '10',
      startTime: '8:05 PM',
      description: 'Close the pit with its lid to keep the heat in.',
      sopLink: sopLink('pitlighting', eventId, '1-4'),
    },
    // Event day (for a 12:00 PM delivery).
    {
      slug: 'meat-masala',
      task: 'Prepare the meat masala and marinate the mutton',
      dueDate: 'Event day',
      estimatedDuration: '90',
      startTime: '6:00 AM',
      description: `Follow the meat masala guide (6:00–7:30 AM). For 20 servings: ${MEAT_MASALA_20}. Marinate for at least 1 hour.`,
      sopLink: sopLink('meatmasala', eventId),
    },
    {
      slug: 'load-meat',
      task: 'Check the pit is at least 200 °C and load the meat',
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '7:30 AM',
      description:
        'Record the pit temperature before loading: at least 200 °C (ideal 280–320 °C). Load the meat only then.',
      temperatureCheck: 'before-loading',
      sopLink: sopLink('finalcooking', eventId),
    },
    pitCheck('pit-check-15', 'Pit check 15 minutes after loading', '7:45 AM', 'general'),
    pitCheck('pit-check-30', 'Pit check 30 minutes after loading', '8:00 AM', 'general'),
    {
      slug: 'chutney',
      task: 'Prepare the puli chutney',
      dueDate: 'Event day',
      estimatedDuration: '45',
      startTime: '8:00 AM',
      description:
        'Soak the tamarind for 20 minutes, then simmer the chutney for 15–20 minutes. For 20 servings: jaggery 196 g, tamarind 125 g. Keeps 2 weeks in the fridge.',
      sopLink: sopLink('chutneyprep', eventId),
    },
    pitCheck('pit-check-45', 'Pit check 45 minutes after loading', '8:15 AM', 'general'),
    pitCheck(
      'pit-check-1-hour',
      'Pit check 1 hour after loading',
      '8:30 AM',
      'after-loading-hour',
      'One hour after loading it should read 145–160 °C.',
    ),
    pitCheck('pit-check-75', 'Pit check 1 hour 15 minutes after loading', '8:45 AM', 'general'),
    pitCheck('pit-check-90', 'Pit check 1 hour 30 minutes after loading', '9:00 AM', 'general'),
    pitCheck('pit-check-105', 'Pit check 1 hour 45 minutes after loading', '9:15 AM', 'general'),
    pitCheck(
      'done-check',
      'Done check 2 hours after loading',
      '9:30 AM',
      'done-check',
      'Above 135 °C the meat is done; at 130–135 °C cook 10 more minutes, below 130 °C 20 more, then check again.',
    ),
    {
      slug: 'rice-soak',
      task: 'Soak the rice',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: '9:30 AM',
      description: 'Soak the rice for 30 minutes (4.0 kg for 20 servings).',
      sopLink: sopLink('riceprep', eventId),
    },
    {
      slug: 'rice-cook',
      task: 'Cook the rice to 80%',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: '10:00 AM',
      description:
        'Rice to water 1:2 (for 20 servings: rice 4.0 kg, water 8.0 L, onion 1.0 kg, ghee 250 g). Cook until 80% done.',
      sopLink: sopLink('riceprep', eventId),
    },
    {
      slug: 'rice-dum',
      task: 'Put the rice in the pit for dum',
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '10:30 AM',
      description: 'Finish the 80%-cooked rice on dum for 10–15 minutes.',
      sopLink: sopLink('finalcooking', eventId),
    },
    {
      slug: 'final',
      task: FINAL_TASK_NAME,
      dueDate: 'Event day',
      estimatedDuration: '15',
      startTime: '11:00 AM',
      description: 'Take the rice and meat out of the pit. This task cannot be deleted.',
      sopLink: sopLink('finalcooking', eventId),
      isFinalTask: true,
    },
    {
      slug: 'delivery',
      task: 'Delivery to customers',
      dueDate: 'Event day',
      estimatedDuration: '30',
      startTime: DELIVERY_BASELINE,
      description: 'Deliver the orders. Event-day task times follow the delivery time chosen in the scheduler.',
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
    dueDate: 'Event day',
    estimatedDuration: '5',
    description: 'Record the pit temperature.',
    sortOrder: 1000 + n,
    isTemperature: true,
    temperatureCheck: 'general',
  };
}

/** 'Delivery to {location}' or 'Combined route delivery to {location}'. */
export function deliveryTaskTitle(location: string, type: 'standard' | 'combined'): string {
  const place = location.trim();
  return type === 'combined' ? `Combined route delivery to ${place}` : `Delivery to ${place}`;
}
