export { ItemCard, MAX_CARD_TAGS, type ItemCardProps } from './ItemCard';
