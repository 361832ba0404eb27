export { Chart, type ChartProps } from './Chart';
export { chartOption, readChartTheme, type ChartKind, type ChartSeries, type ChartSpec, type ChartTheme } from './chart-spec';
