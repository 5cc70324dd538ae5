/** The kitchen working offline: the status bar, changes waiting or refused, and a new version. */
export const offlineEn = {
  offline: 'Offline — showing what this screen last read',
  waiting_one: 'Offline — {{count}} change waiting',
  waiting_other: 'Offline — {{count}} changes waiting',
  sending_one: 'Sending {{count}} change…',
  sending_other: 'Sending {{count}} changes…',
  pending: 'Waiting to send',
  refusedTitle: 'Not saved — the server refused:',
  dismiss: 'OK',
  updateReady: 'Update ready — reload',
  /** How the status bar names a change the server refused. */
  changes: {
    task: {
      start: 'Start “{{task}}”',
      complete: 'Complete “{{task}}”',
      'undo-start': 'Undo the start of “{{task}}”',
      'undo-complete': 'Undo the completion of “{{task}}”',
      reading: 'Reading {{value}} °C for “{{task}}”',
      edit: 'Edit “{{task}}”',
    },
    timer: {
      start: 'Start the timer of step {{step}}',
      stop: 'Stop the timer of step {{step}}',
    },
    cutlet: {
      check: 'Check “{{item}}”',
    },
  },
  refusals: {
    badChangeId: "A change's id must be 8 to 64 letters, digits, '-' or '_'.",
    changeIdReused: 'This change id was already used for another change.',
    changeInFlight: 'This change is still being saved; it will be sent again.',
    madeAtUnreadable: 'The time this change was made could not be read. Make it again.',
    madeAtAhead:
      "This change says it was made more than a minute after the server's time: this device's clock is wrong. Make it again.",
    madeAtTooOld:
      'This change was made more than 24 hours ago and was not saved. Record it again, with a note of when it happened.',
  },
};
