import { PASTOR_INFO } from '../data/pastor-info';
import { KeyBibleVersesCard } from './key-bible-verses-card';
import { RecommendedBooks } from './recommended-books';
import { WordOfEncouragementCard } from './word-of-encouragement-card';

/**
 * The main tab, "Pastor's Desk" (spec §2): the monthly Word of Encouragement and the Key Bible
 * Verses from the hard-coded pastor info, then up to 3 recommended books.
 */
export function PastorsDeskTab() {
  return (
    <div className="grid gap-12">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <WordOfEncouragementCard word={PASTOR_INFO.weeklyWord} pastorName={PASTOR_INFO.name} />
        <KeyBibleVersesCard verses={PASTOR_INFO.keyBibleVerses} />
      </div>
      <RecommendedBooks />
    </div>
  );
}
