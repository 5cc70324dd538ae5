/** The kitchen diary's rule messages and corrective actions (shown on screens and sent by the server). */
export const kitchenRulesEn = {
  diary: {
    titleDateRequired: 'Event title and date are required',
    attendanceHint: 'Used for inventory calculations. Will be guessed from title if left empty.',
    notFound: 'This event was not found. It may have been deleted.',
    salesEventUnknown: 'The linked sales event does not exist',
    archived: 'This event is archived. An admin can unarchive it to change it.',
    duplicateId: 'Two events have the same id',
  },
  tasks: {
    taskRequired: 'Enter the task',
    deliveryLocationRequired: 'Please enter a delivery location',
    finalTaskLocked: 'The final task “Rice and meat taken outside pit” cannot be deleted.',
    temperatureRequired: 'Enter the temperature reading before completing this task.',
    alreadyStarted: 'Already started by {{name}} at {{time}}',
    alreadyCompleted: 'Already completed by {{name}} at {{time}}',
    undoStartCompleted: 'This task is completed: undo the completion first.',
    notStarted: 'This task has not been started.',
    notCompleted: 'This task is not completed.',
    readingNotFound: 'This reading was not found.',
    readingAlreadyCorrected: 'This reading has already been corrected: correct the newer one.',
    notFound: 'This task was not found. It may have been deleted.',
    duplicateId: 'Two tasks have the same id',
    videoLink: 'Enter a video link that starts with https:// or http://, or a /videos/ path',
    staleList: 'Someone else changed this task list. The current list is shown now; please make your change again.',
  },
  people: {
    invalid: 'Enter a positive whole number',
  },
  /** Schedule Tasks refusals (shared/domain/kitchen/schedule-shift.ts). */
  schedule: {
    beforeDay:
      'A {{time}} delivery would start “{{task}}” before midnight, off its day. Choose a delivery time from {{earliest}} to {{latest}}.',
    afterDay:
      'A {{time}} delivery would start “{{task}}” after midnight, off its day. Choose a delivery time from {{earliest}} to {{latest}}.',
    fireTooShort:
      'The pit fire would burn only {{hours}} h {{minutes}} min before the meat goes in; the guide lights it {{needed}} hours before cooking. Start “Light the pit fire” earlier, then apply the schedule.',
  },
  limits: {
    people: 'Enter {{min}} to {{max}} people',
    attendance: 'Enter an attendance of {{min}} to {{max}} people',
    temperature: 'Enter a temperature from {{min}} to {{max}} °C',
    duration: 'Enter a duration of {{min}} to {{max}} minutes',
    daysBefore: 'Enter {{min}} to {{max}} days before the event',
    customDays: 'Enter {{min}} to {{max}} days before the event',
    tasksPerEvent: 'This event already has {{max}} tasks. Delete one before adding another.',
    reason: 'Give a short reason ({{min}} to {{max}} characters)',
    actionTaken: 'Write what was done in {{min}} to {{max}} characters',
    cutletCount: 'Enter a whole number from {{min}} to {{max}}',
    cutletAmount: 'Enter an amount from {{min}} to {{max}}',
    cutletTarget: 'Enter a target of {{min}} to {{max}} cutlets',
    date: 'Enter a real date (day, month and year)',
    time: 'Enter a time from 00:00 to 23:59, such as 9:00 AM',
    timerStart: 'A timer can only start within a day of now',
  },
  records: {
    stale: 'Someone else changed this while you were editing. Their version is shown beside yours.',
    conflict: {
      heading: 'Someone else changed this while you were editing',
      yours: 'Yours',
      saved: 'Saved now',
      keepMine: 'Keep mine',
      takeSaved: 'Take the saved one',
      empty: '(empty)',
      same: 'The saved version is the same as yours.',
    },
    undoWindowPassed: 'Only an admin can undo this after {{minutes}} minutes.',
    notYours: 'Only {{name}} or an admin can undo this.',
    reasonRequired: 'Give a short reason for the correction',
    valueRequired: 'Enter the value before ticking this check.',
    fieldLocked: 'The server keeps “{{field}}”; it cannot be set in a save.',
    finalTaskRequired: 'The final task “Rice and meat taken outside pit” cannot be removed.',
    temperatureNeedsReading: 'A temperature task is completed only with a reading: complete it on the board.',
    hasRecords:
      'This event has temperature readings, completed tasks or a record of what was used: an admin can archive it instead.',
    temperatureTaskLocked: 'Temperature tasks are food-safety records: only an admin can delete one with no readings.',
    oneAtATime: 'Add one new record at a time: save it, then add the next.',
    taskHasRecords: 'This task has been started or completed: undo that first (it stays on the record).',
    resetHasRecords: 'Tasks of this event have been started, completed or have readings: change them one at a time.',
  },
  reviews: {
    nameRequired: 'Please enter your name',
    commentRequired: 'Please enter your review',
    youtubeInvalid: 'Please enter a valid YouTube link (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    tooManyTags: 'Choose at most 3 tags',
    unknownTag: 'Choose tags from the list',
    ratingInvalid: 'Choose a rating from 1 to 5',
    referenceInvalid: 'Enter the booking reference as on the booking, e.g. MND-7K3Q9',
    duplicateId: 'Two reviews have the same id',
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
      doneCheck: 'Above 135 °C after 2 hours: 10 more minutes, then done. 135 °C or below: 20 more minutes',
      general: '135–320 °C, the pit’s working range',
      afterLoadingBand: '{{min}}–{{max}} °C {{minutes}} minutes after loading',
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
      doneCheckTenMore: 'Above 135 °C: cook 10 more minutes, then the meat is done.',
      doneCheckTwentyMore:
        '135 °C or below: cook 20 more minutes and check again (130–135 °C is taken as below 130 °C, the safe side).',
      pitLow:
        'Below the limit: close the pit lid tight, tell the head cook and check again in 15 minutes; the meat may need longer.',
      pitHigh: 'Above the limit: tell the head cook and check again in 15 minutes; the meat may be done sooner.',
    },
  },
  /** A check outside its limit or before its time (shared/domain/kitchen/check-rules.ts). */
  checks: {
    actionRequired: 'This reading is outside its limit: write what was done about it before completing the check.',
    tooEarly: 'This check is due at {{time}}: give a reason to complete it more than {{minutes}} minutes early.',
    actionLabel: 'What was done about it (your own words)',
    earlyLabel: 'Why is it done early?',
    actionTaken: 'Done about it ({{name}}): {{action}}',
    earlyReason: 'Done early: {{reason}}',
    limit: 'Limit: {{limit}}',
  },
  /** The cutlet tool's physical limits (shared/domain/kitchen/cutlets.ts: judgeCutletValue). */
  cutlets: {
    limits: {
      iqfFreezer: '−18 °C or colder (IQF at −18 °C for 2 hours)',
      portion: '48–52 g a cutlet (50 g ± 2 g)',
    },
    actions: {
      freezerWarm:
        'Above −18 °C: the freezer is too warm. Do not put the cutlets in; close the door, set it to −18 °C, tell the head cook and check again in 15 minutes.',
      portionLight: 'Under 48 g: add mixture to each portion and weigh again until it is 48–52 g.',
      portionHeavy: 'Over 52 g: take some mixture off each portion and weigh again until it is 48–52 g.',
    },
  },
};
