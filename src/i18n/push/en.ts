/** The notification controls' English text (see `../push.ts`). */
const en = {
  turnOff: 'Turn off',
  busy: 'Just a moment...',
  reminders: 'Reminders',
  remindMe: 'Remind me',
  remindOn: 'This device will remind you 24 hours and 1 hour before the event.',
  turnOffReminders: 'Turn off reminders',
  unsupported: 'This browser cannot show notifications from websites.',
  failed: 'Notifications could not be changed. Try again.',
  /**
   * Why a change failed, by its reason (`PushReason` of the push code); English shows the push
   * code's (or the function's) own sentence.
   */
  problem: (_reason: string, sentence: string) => sentence,
};

export default en;
