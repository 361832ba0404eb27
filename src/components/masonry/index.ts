export { Masonry, type MasonryProps } from './Masonry';
