export { Placeholder, PlaceholderCard } from './Placeholder';
