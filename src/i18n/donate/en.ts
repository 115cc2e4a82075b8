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
