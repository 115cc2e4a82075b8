/** The offline parts' English text (see `../offline.ts`). */
const en = {
  page: {
    title: (site: string) => `You're offline · ${site}`,
    heading: "You're offline",
    text: 'This page has not been saved on this device yet. It will open once you are back online.',
    home: 'Go to the home page',
    saved: 'Saved for offline',
    noneSaved:
      'No sermons are saved for offline listening yet. On a sermon’s page, choose ‘Save for offline’.',
  },
  install: {
    title: 'Install the app',
    withPrompt: 'Add this site to your home screen: it opens like an app and works offline.',
    steps: 'Tap the Share button, then ‘Add to Home Screen’: the site opens like an app and works offline.',
    action: 'Install',
  },
  update: {
    title: 'A new version is available',
    text: 'Reload to use it.',
    action: 'Reload',
    actionLabel: 'Reload the page to use the new version',
  },
};

export default en;
