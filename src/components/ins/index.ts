export { BlogCard, INS_MASONRY, Masonry, PicCard, UperAvatar, UperCard } from './InsCards';
export { FollowedUpers } from './FollowedUpers';
