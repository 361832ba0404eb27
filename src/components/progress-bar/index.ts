export { ProgressBar } from './ProgressBar';
export { useNavigationProgress } from './use-navigation-progress';
export { PROGRESS, ProgressController, topProgress, type ProgressState } from './progress';
