export { CoverImage } from './CoverImage';
