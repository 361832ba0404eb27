export { gridSizes, Picture, pictureImageAttributes, pictureSrcSet, ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
