/** The on-demand shared parts' English text (see `../ui.ts`). */
const en = {
  toast: {
    /** The toasts' landmark region; `{hotkey}` is Radix's placeholder for F8. */
    region: 'Notifications ({hotkey})',
    /** Read before each toast's text. */
    announce: 'Notification',
    close: 'Close notification',
  },
  feeds: {
    close: 'Close',
    copy: 'Copy link',
    /** The copy button's name, with the feed's: 'Copy link: All sermons'. */
    copyFeed: (feed: string) => `Copy link: ${feed}`,
    newTab: ' (opens in a new tab)',
    copied: 'Link copied',
    copiedText: 'Feed address copied to clipboard.',
    copyFailed: 'Could not copy the link',
    copyFailedText: 'Select the address and copy it by hand.',
  },
};

export default en;
