/** The monthly Word of Encouragement (spec §3 "Pastor info"). */
export interface WeeklyWord {
  title: string;
  /** The month it is for, as shown: month name and year, e.g. 'November 2026'. */
  date: string;
  /** Paragraphs separated by a blank line. Plain text: shown as text, never parsed as markup. */
  content: string;
  /** The verse it rests on, with its reference. */
  verse: string;
}

/** One of the Key Bible Verses (spec §3 "Pastor info"). */
export interface KeyBibleVerse {
  id: string;
  /** The reference, e.g. 'Philippians 4:13'. */
  verse: string;
  /** The verse's text. */
  text: string;
}

/** The pastor-info block (spec §1, §3): hard-coded content, kept in this one module. */
export interface PastorInfo {
  name: string;
  weeklyWord: WeeklyWord;
  keyBibleVerses: readonly KeyBibleVerse[];
}

/**
 * The pastor's desk content (spec §1: "The pastor-info block (name, monthly word, key verses) is
 * hard-coded sample content in the product"). The church office updates it here once a month;
 * the names match the seeded blog and books.
 */
export const PASTOR_INFO: PastorInfo = {
  name: 'Pastor Samuel Adeyemi',
  weeklyWord: {
    title: 'Grateful in Every Season',
    date: 'November 2026',
    content:
      'Beloved, this month our nation pauses to give thanks, and so do we. Gratitude is not a feeling that waits for good news; it is a choice we make because God is good before the news arrives.\n\n' +
      'Some of you are carrying heavy things into this season: a diagnosis, a lost job, an empty chair at the table. Bring them to Him. Thanksgiving does not deny the pain; it declares that the pain does not have the last word.\n\n' +
      'This month, write down one thing each day that God has done for you. Share one of them with someone who needs hope. You will be surprised how your heart changes when your mouth is full of praise.',
    verse:
      '"In everything give thanks; for this is the will of God in Christ Jesus for you." (1 Thessalonians 5:18)',
  },
  keyBibleVerses: [
    {
      id: 'philippians-4-6-7',
      verse: 'Philippians 4:6-7',
      text: 'Be anxious for nothing, but in everything by prayer and supplication, with thanksgiving, let your requests be made known to God; and the peace of God, which surpasses all understanding, will guard your hearts and minds through Christ Jesus.',
    },
    {
      id: 'jeremiah-29-11',
      verse: 'Jeremiah 29:11',
      text: 'For I know the thoughts that I think toward you, says the Lord, thoughts of peace and not of evil, to give you a future and a hope.',
    },
    {
      id: 'daniel-6-3',
      verse: 'Daniel 6:3',
      text: 'Then this Daniel distinguished himself above the governors and satraps, because an excellent spirit was in him; and the king gave thought to setting him over the whole realm.',
    },
    {
      id: 'psalm-100-4',
      verse: 'Psalm 100:4',
      text: 'Enter into His gates with thanksgiving, and into His courts with praise. Be thankful to Him, and bless His name.',
    },
  ],
};
