/** The notifications page's English text (see `../notifications.ts`). */
const en = {
  title: 'Notifications',
  description: 'Choose the notifications this device gets: the live stream, new sermons and announcements.',
  bannerText: 'Hear from us on this device, only when it matters',
  topics: {
    live: { label: 'We’re live', text: 'When the service stream starts.' },
    sermons: { label: 'New sermons', text: 'When a new sermon is published.' },
    announcements: { label: 'Announcements', text: 'News from the church office, at most a few a week.' },
  },
  topicsLabel: 'Topics',
  blocked:
    'Notifications are blocked for this site. To get them, allow notifications in your browser’s settings for this site.',
  remindersTitle: 'Event reminders:',
  remindersText:
    ' open the link in your registration e-mail and tap ‘Remind me’ to be reminded 24 hours and 1 hour before the event.',
  quietTitle: 'Quiet hours:',
  quietText:
    ' nothing arrives between 9 PM and 8 AM except ‘We’re live’; what comes up at night waits until 8 AM.',
  theSwitch: 'the switch',
  turnAllOff: 'Turn all off',
  install: {
    title: 'Add this site to your Home Screen first',
    text: 'On iPhone and iPad, notifications work once the site is on your Home Screen.',
    share: 'Tap the Share button (the square with an arrow pointing up) in Safari’s toolbar.',
    add: 'Scroll down, tap ‘Add to Home Screen’, then ‘Add’.',
    open: (control: string) =>
      `Open the site from its new icon on your Home Screen and tap ‘${control}’ again.`,
  },
};

export default en;
