export { BlogCard, blogCardHeight, InsMasonry, PicCard, picCardHeight, UperAvatar, UperCard, uperCardHeight } from './InsCards';
export { FollowedUpers } from './FollowedUpers';
