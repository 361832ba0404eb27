/**
 * The ECharts runtime, loaded only by the Chart component's dynamic import(): it never enters the
 * initial bundle. Modular imports keep it to the chart kinds and components chart-spec.ts uses,
 * drawn by the SVG renderer (crisp at any zoom, text selectable, light on a tablet).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

register([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export { init };
