/** The live page's English text (see `../live.ts`); the spec's words (§2 "Live"). */
const en = {
  title: 'Watch Live',
  description:
    'Worship with us online: watch the service live, see when the next service starts and join the online meeting rooms.',
  banner: 'Join our services online, wherever you are',
  notify: 'Notify me when we go live',
  notifyOn: 'You’ll get a notification when we go live.',
  player: 'Live stream',
  details: 'Service details',
  unavailable: 'Live Stream Unavailable',
  unavailableText:
    'The live stream could not be loaded. Please try again later or check our YouTube channel directly.',
  channel: 'Visit our YouTube channel',
  newTab: ' (opens in a new tab)',
  liveNow: 'Live now',
  /** 'Next service in 2 h 15 min'. */
  nextIn: (wait: string) => `Next service in ${wait}`,
  connect: 'Connect With Us',
  connectText: 'Watch past services on our channel, or send us a message.',
  contact: 'Contact Us',
  meetingLinks: 'Online Meeting Links',
};

export default en;
