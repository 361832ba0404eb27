import { useEffect, useState, type FormEvent } from 'react';
import { SearchGlyph } from '../icons';
import { staticClass } from '../static-styles';
import { useLocale } from '../../i18n/use-locale';

export interface KeywordBoxProps {
  value: string;
  placeholder: string;
  onSubmit: (text: string) => void;
  /** Accessible name of the field. */
  label: string;
  size?: 'md' | 'lg';
}

/** A search field with its button; the page decides what the words search (site, brands, follows). */
export function KeywordBox({ value, placeholder, onSubmit, label, size = 'md' }: KeywordBoxProps) {
  const { t } = useLocale();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={staticClass('keyword-box')}>
      <div className={staticClass('keyword-input-group')}>
        <div className={staticClass('input-start-element')}>
          <SearchGlyph className={staticClass('search-field-icon')} />
        </div>
        <input
          className={staticClass(size === 'lg' ? 'keyword-input-lg' : 'keyword-input-md')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          data-testid="keyword-input"
        />
      </div>
      <button type="submit" className={staticClass(size === 'lg' ? 'keyword-submit-lg' : 'keyword-submit-md')} data-testid="keyword-submit">
        {t('content.searchSubmit')}
      </button>
    </form>
  );
}
