/** The newsletter pages' English text (see `../newsletter.ts`). */
const en = {
  form: {
    label: 'Newsletter signup',
    email: 'Email address',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    pastIssues: 'Read past issues',
    subscribedTitle: 'Successfully subscribed!',
    subscribedText:
      'Thank you for subscribing to our newsletter. Please confirm from the e-mail we just sent you.',
    alreadyTitle: 'Already subscribed!',
    alreadyText: 'This email address is already on our newsletter list.',
    failedTitle: 'Subscription failed',
    failedText: 'Something went wrong. Please try again later.',
    emailRequiredTitle: 'Email required',
    emailRequiredText: 'Please enter your email address',
  },
  archive: {
    /** The error state's button, and its text while retrying. */
    retry: { idle: 'Try again', busy: 'Trying again...' },
    title: 'Newsletter',
    description: 'Past issues of our newsletter.',
    loading: 'Loading the issues',
    failed: 'Error loading the newsletter. Please try again later.',
    emptyTitle: 'No issues yet',
    emptyText: 'Subscribe on the home page to receive the next one.',
    loadingIssue: 'Loading the issue',
    issueFailed: 'Error loading this issue. Please try again later.',
    notFoundTitle: 'Issue not found',
    notFoundText: 'This newsletter issue does not exist.',
    allIssues: 'All issues',
  },
  confirm: {
    description: 'Confirm your newsletter subscription.',
    confirming: 'Confirming your subscription…',
    confirmedTitle: "You're subscribed",
    confirmedText: 'Thank you for confirming. Our newsletter will come to this address.',
    failedTitle: 'Something went wrong',
    failedText: 'We could not confirm your subscription. Please open the link again in a few minutes.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'This confirmation link is incomplete or has expired (links work for 7 days). Subscribe again on the home page to get a new one.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving the church newsletter.',
    incomplete:
      'This unsubscribe link is incomplete. Open the link from the newsletter e-mail again, or copy the whole link into your browser.',
    askUs: 'Or ask us to remove your address',
    removedTitle: 'You have been unsubscribed',
    removedText:
      'Your address has been removed from our newsletter list. You will not receive the newsletter any more.',
    notFoundTitle: 'You are not subscribed',
    notFoundText:
      'This link has already been used, or your address was removed from the list before. You will not receive the newsletter.',
    goHome: 'Go to the home page',
    question: 'Stop receiving our newsletter at the address this link was sent to?',
    failed: 'Could not unsubscribe. Check your connection and try again.',
    sending: 'Unsubscribing...',
    tryAgain: 'Try again',
  },
};

export default en;
