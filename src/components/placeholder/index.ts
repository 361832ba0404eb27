export { Placeholder, PlaceholderArticle, PlaceholderCard } from './Placeholder';
