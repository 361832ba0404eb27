export { gridSizes, ResponsiveImage, pictureSrcSet, type ResponsiveImageProps } from './ResponsiveImage';
