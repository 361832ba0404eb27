import { TrendCentrePage } from './TrendCentrePage';

/** /colorTrendIpad: the trend centre full screen, as installed on the iPad home screen. */
export const Component = () => <TrendCentrePage fullScreen />;
