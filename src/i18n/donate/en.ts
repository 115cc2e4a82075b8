/** The Donate and checkout pages' English text (see `../donate.ts`). */
const en = {
  title: 'Give',
  description:
    'Support the ministry: give an offering, tithe or a gift to missions, the building fund or a special event.',
  bannerTitle: 'Give to the Ministry',
  bannerText: 'Your generosity helps us share hope and serve our community',
  whyTitle: 'Why We Give',
  whyText:
    'Every gift, large or small, helps us worship together, care for families in need, send missionaries and keep our doors open to everyone who walks in.',
  verse:
    '“Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.”',
  verseReference: '2 Corinthians 9:7',
  howText: 'Choose an amount and a fund. You can make your gift recurring every month or every quarter.',
  formTitle: 'Make a Gift',
  /** The giving form, in both modes (the simulated one and the one that opens Stripe Checkout). */
  form: {
    label: 'Giving form',
    amount: 'Amount',
    custom: 'Custom',
    customAmount: 'Custom amount (USD)',
    youAreGiving: (amount: string) => `You are giving ${amount}.`,
    fund: 'Fund',
    recurringGift: 'Recurring gift',
    makeRecurring: 'Make this recurring',
    frequency: 'Frequency',
    /** The frequencies' names on the choices. */
    frequencies: { one_time: 'One-time', monthly: 'Monthly', quarterly: 'Quarterly', annually: 'Annually' },
  },
  /** The simulated form (spec §2 "Donate", §4, §5): the spec's words. */
  simulated: {
    noAmount: 'Enter an amount above $0.00.',
    purpose: 'Purpose',
    purposePlaceholder: 'What is this gift for?',
    annualSoon: 'Annual giving setup will be available soon!',
    cardDetails: 'Card details',
    cardNotice:
      'This is a demonstration form: no payment is taken, and card details are never sent or stored.',
    cardName: 'Name on card',
    cardNamePlaceholder: 'Full name',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry (MM/YY)',
    cardExpiryPlaceholder: 'MM/YY',
    cardCvc: 'CVC',
    processing: 'Processing...',
    give: (amount: string | null) => (amount === null ? 'Give' : `Give ${amount}`),
    /** The funds of spec §3. */
    funds: {
      offering: 'General Offering',
      tithe: 'Tithe',
      missions: 'Missions',
      building_fund: 'Building Fund',
      special_event: 'Special Event',
      others: 'Others',
    },
    thanksTitle: 'Thank You for Your Generosity!',
    /** '…for your monthly gift of $50.00 to Tithe…': the gift's kind, amount and fund. */
    thanks: (kind: string, amount: string, fund: string) =>
      `Thank you for your ${kind} gift of ${amount} to ${fund}. This is a simulation: no payment was taken and your card details never left this page.`,
    kinds: { one_time: 'one-time', monthly: 'monthly', quarterly: 'quarterly' },
    done: 'Done',
    close: 'Close',
  },
  /** The `external` mode: a button to the church's own giving page. */
  external: {
    text: 'We receive gifts through our online giving page. It opens on our giving provider’s site.',
    button: 'Give online',
  },
  /** The form that opens Stripe Checkout (issue 31; docs/decisions/0038). */
  online: {
    fundsFailed: 'The funds could not be loaded. Reload the page to try again.',
    coverFee: 'Cover the processing fee',
    feeUnknown: 'Choose an amount to see the fee.',
    feeCovered: (fee: string, gift: string, total: string) =>
      `Adds ${fee} so the church receives your whole ${gift} gift: you give ${total}.`,
    feeOffer: (percent: string, fixed: string, total: string) =>
      `Card payments cost the church ${percent}% + ${fixed}; tick to add it (${total} in all).`,
    donorName: 'Your name (optional)',
    donorEmail: 'Email for your receipt (optional)',
    cardNotice: 'You type your card on Stripe’s secure payment page; this site never sees it.',
    /** 'You will be charged $51.81 every year.'; `interval` is null for a one-time gift. */
    charged: (total: string, interval: string | null) =>
      `You will be charged ${total}${interval === null ? '' : ` ${interval}`}.`,
    checkoutFailed: 'The payment page could not be opened. Please try again.',
    /**
     * A refusal of the giving-checkout function (`CheckoutError`: its status, the field it names
     * and its English sentence) as the visitor reads it: in English, the function's own sentence.
     */
    refused: (_status: number, _field: string | undefined, sentence: string) => sentence,
    opening: 'Opening the payment page...',
    submit: 'Continue to secure payment',
  },
  success: {
    title: 'Payment Successful',
    heading: 'Payment Successful!',
    giftDescription: 'Your gift was received. Thank you for supporting the ministry.',
    orderDescription: 'Your bookstore order is complete. Thank you for supporting the ministry.',
    backToGiving: 'Back to Giving',
    backToBookstore: 'Back to the Bookstore',
    lookingUp: 'Looking up your gift...',
    orderThanks: 'Thank you for your order and for supporting the ministry.',
    giftThanks: 'Thank you for your gift and for supporting the ministry.',
    giftThanksBefore: 'Thank you for your gift: ',
    receipt: 'A receipt is on its way to the e-mail address you gave on the payment page.',
    /** '$50.00 to Tithe, every month': the amount, the fund and how often. */
    gift: (amount: string, fund: string, interval: string) => `${amount} to ${fund}, ${interval}`,
    intervals: {
      one_time: 'one-time',
      monthly: 'every month',
      quarterly: 'every 3 months',
      annually: 'every year',
    } as Record<string, string>,
  },
  cancel: {
    giftTitle: 'Gift Canceled',
    orderTitle: 'Order Canceled',
    giftDescription: 'Your gift was canceled and nothing was charged.',
    orderDescription: 'Your bookstore order was canceled. Your cart is saved for when you are ready.',
    returnToGiving: 'Return to Giving',
    returnToBookstore: 'Return to the Bookstore',
    nothingCharged: 'Nothing was charged. Your choices are kept if you would like to try again.',
    giveAgain: 'Give again with the same choices',
    orderText:
      'Your payment was not taken. Your cart has been saved, so you can finish your order whenever you are ready.',
  },
  backHome: 'Back to Home',
};

export default en;
