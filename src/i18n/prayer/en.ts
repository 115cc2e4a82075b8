/** The prayer-request dialog's English text (see `../prayer.ts`). */
const en = {
  title: 'Share a Prayer Request',
  description: 'Our prayer team will lift your request to God. Your name and email are optional.',
  nameOptional: 'Name (optional)',
  emailOptional: 'Email (optional)',
  request: 'Prayer Request',
  share: 'The prayer team may share this request with the church family so others can pray too.',
  cancel: 'Cancel',
  close: 'Close',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  sentTitle: 'Prayer Request Submitted',
  sentText: 'We will be praying for you. God bless.',
  failedTitle: 'Submission Failed',
  failedText: 'Could not submit your prayer request. Please try again.',
  neededTitle: 'Prayer Request Needed',
  neededText: 'Please enter your prayer request',
};

export default en;
