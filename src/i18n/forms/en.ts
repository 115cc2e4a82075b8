/** The public forms' shared English text (see `../forms.ts`). */
const en = {
  /** The names of the fields, as the validation messages use them. */
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    howHeard: 'How you heard about us',
    comments: 'Comments',
    prayerRequest: 'Prayer request',
    url: 'URL',
    purpose: 'Purpose',
    cardName: 'Name on card',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry date',
    cardCvc: 'CVC',
  },
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  notAllowed: (field: string) => `${field} contains characters that are not allowed`,
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number, e.g. (317) 555-0142',
  urlInvalid: 'Enter a link starting with http:// or https://',
  prayerRequestRequired: 'Please enter your prayer request',
  chooseFund: 'Choose a fund.',
  amountFormat: 'Enter an amount in dollars and cents.',
  giftRange: 'Enter an amount from $1 to $100,000.',
  queuedTitle: 'Saved — it will be sent when you’re back online',
  queuedText: 'You can close this page; it is sent the next time the site is open with a connection.',
  rateLimitedTitle: 'Too many submissions',
  rateLimitedText: 'Please try again in a few minutes. What you typed is still here.',
};

export default en;
