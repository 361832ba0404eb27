export { searchTerms, tokenize } from './tokenize';
