export { default as linkOverlay } from './link-overlay.module.css';
