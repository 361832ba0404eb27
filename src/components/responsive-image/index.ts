export { gridSizes, Picture, pictureImageAttributes, ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
export { pictureSrcSet, preloadPicture } from './srcset';
