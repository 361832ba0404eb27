export { useLocale, type LocaleApi } from './use-locale';
export { translate, translatorFor, type MessageKey, type PlainMessageKey, type Translate } from './translate';
export { getLocale, setLocale, htmlLang, intlLocale, type Locale } from './locale';
