export { LogoMark } from './LogoMark';
