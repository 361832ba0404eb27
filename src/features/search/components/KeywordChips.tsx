import { Link as RouterLink } from 'react-router-dom';
import { staticClass } from '../../../components/static-styles';
import { encodeKeywords } from '../../../shared/catalogue/list-rules';

/** A row of keywords, each a link to its search. */
export function KeywordChips({ label, words, channel, testId }: { label: string; words: string[]; channel: number; testId: string }) {
  if (words.length === 0) return null;
  return (
    <div className={staticClass('keyword-chips')} data-testid={testId}>
      <p className={staticClass('keyword-chips-label')}>{label}</p>
      {words.map((word) => (
        <RouterLink
          key={word}
          to={`/list/search?${new URLSearchParams({ channel: String(channel), p: '1', key_words: encodeKeywords([word]), merge_type: '1' })}`}
          className={staticClass('keyword-chip')}
        >
          {word}
        </RouterLink>
      ))}
    </div>
  );
}
