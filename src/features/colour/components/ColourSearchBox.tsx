import { useState, type FormEvent } from 'react';
import { staticClass } from '../../../components/static-styles';
import { useLocale } from '../../../i18n/use-locale';
import { classifyColourTerm, ColourTermError, splitColourInput } from '../../../shared/colour/query';

export interface ColourSearchBoxProps {
  initial?: string;
  /** Called with up to 3 checked terms (hex, code or name). */
  onSearch: (terms: string[]) => void;
  /** A message from the server about the last search (unknown name or code). */
  serverError?: string | null;
  size?: 'md' | 'lg';
}

/** Colour search input (spec §2 placeholder): a name, a #hex of 3 or 6 digits, or a code; #12345 is refused at once. */
export function ColourSearchBox({ initial = '', onSearch, serverError, size = 'md' }: ColourSearchBoxProps) {
  const { t } = useLocale();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const terms = splitColourInput(text);
      if (terms.length === 0) classifyColourTerm('');
      terms.forEach(classifyColourTerm);
      setError(null);
      onSearch(terms);
    } catch (problem) {
      if (!(problem instanceof ColourTermError)) throw problem;
      setError(problem.message);
    }
  };

  const shown = error ?? serverError ?? null;
  return (
    <form onSubmit={submit} className={staticClass('colour-search')} role="search" data-testid="colour-search">
      <div className={staticClass('hstack-2')}>
        <input
          className={staticClass(size === 'lg' ? 'colour-search-input-lg' : 'colour-search-input-md')}
          name="colour"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('colour.searchPlaceholder')}
          aria-label={t('colour.searchPlaceholder')}
          aria-invalid={shown ? true : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={staticClass(size === 'lg' ? 'colour-search-submit-lg' : 'colour-search-submit-md')} data-testid="colour-search-submit">
          {t('colour.searchButton')}
        </button>
      </div>
      {shown && (
        <p role="alert" className={staticClass('colour-search-error')} data-testid="colour-search-error">
          {shown}
        </p>
      )}
    </form>
  );
}
