import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchGlyph } from '../../components/icons';
import { staticClass } from '../../components/static-styles';
import { useCurrentChannel } from '../../lib/channels';
import { fillPath } from '../../lib/path';
import { useLocale } from '../../i18n/use-locale';

/** Header search: goes to /list/search with the spec §2 query (channel, p=1, key_words, merge_type=1). */
export function SearchBox() {
  const { t } = useLocale();
  const navigate = useNavigate();
  const channel = useCurrentChannel();
  const [words, setWords] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyWords = words.trim();
    if (!keyWords) return;
    navigate(fillPath('/list/search', { channel, p: 1, key_words: keyWords, merge_type: 1 }));
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <div className={staticClass('input-group')}>
        <div className={staticClass('input-start-element')}>
          <SearchGlyph className={staticClass('search-field-icon')} />
        </div>
        <input
          className={staticClass('header-search-input')}
          type="search"
          name="key_words"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          placeholder={t('shell.searchPlaceholder')}
          aria-label={t('shell.searchLabel')}
          enterKeyHint="search"
        />
      </div>
    </form>
  );
}
