/** The kitchen diary's rule messages and corrective actions (shown on screens and sent by the server). */
export const kitchenRulesEn = {
  diary: {
    titleDateRequired: 'Event title and date are required',
    attendanceHint: 'Used for inventory calculations. Will be guessed from title if left empty.',
    notFound: 'This event was not found. It may have been deleted.',
    salesEventUnknown: 'The linked sales event does not exist',
  },
  tasks: {
    taskRequired: 'Enter the task',
    deliveryLocationRequired: 'Please enter a delivery location',
    finalTaskLocked: 'The final task “Rice and meat taken outside pit” cannot be deleted.',
    temperatureRequired: 'Enter the temperature reading before completing this task.',
    alreadyStarted: 'Already started by {{name}} at {{time}}',
    alreadyCompleted: 'Already completed by {{name}} at {{time}}',
    undoStartCompleted: 'This task is completed: undo the completion first.',
    notFound: 'This task was not found. It may have been deleted.',
    duplicateId: 'Two tasks have the same id',
    staleList: 'Someone else changed this task list. The current list is shown now; please make your change again.',
  },
  people: {
    invalid: 'Enter a positive whole number',
  },
  reviews: {
    nameRequired: 'Please enter your name',
    commentRequired: 'Please enter your review',
    youtubeInvalid: 'Please enter a valid YouTube link (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    tooManyTags: 'Choose at most 3 tags',
    unknownTag: 'Choose tags from the list',
    ratingInvalid: 'Choose a rating from 1 to 5',
    tags: {
      tasty: 'Tasty',
      authentic: 'Authentic',
      goodValue: 'Good value',
      fastService: 'Fast service',
      onTime: 'On time',
      friendlyService: 'Friendly service',
      largePortions: 'Large portions',
      greatAroma: 'Great aroma',
      perfectSpiceLevel: 'Perfect spice level',
    },
  },
  temperature: {
    limits: {
      beforeLoading: 'At least 200 °C before loading',
      firstHour: '180–200 °C one hour after lighting the fire',
      afterLoadingHour: '145–160 °C one hour after loading',
      doneCheck: 'Above 135 °C after 2 hours: the meat is done',
      general: 'Record the pit temperature',
    },
    actions: {
      beforeLoadingLow:
        'Below 200 °C: do not load yet. Keep the fire going with more wood and coconut shells and check again in 15 minutes.',
      firstHourLow:
        'Below 180 °C: keep the fire going with more wood and coconut shells and check again in 15 minutes.',
      firstHourHigh: 'Above 200 °C: add no more wood for now and check again in 15 minutes.',
      afterLoadingLow:
        'Below 145 °C: make sure the pit lid is closed tight, tell the head cook and check again in 15 minutes.',
      afterLoadingHigh: 'Above 160 °C: tell the head cook and check again in 15 minutes; the meat may be done sooner.',
      doneCheckTenMore: '130–135 °C: cook 10 more minutes and check again.',
      doneCheckTwentyMore: 'Below 130 °C: cook 20 more minutes and check again.',
    },
  },
};
