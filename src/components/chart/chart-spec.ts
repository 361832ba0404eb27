import type { EChartsCoreOption } from 'echarts/core';

/**
 * What a dashboard asks the chart wrapper to draw: a few chart kinds over one category axis,
 * each series a number per category. The same spec becomes the ECharts option (chartOption) and
 * the screen readers' table (the Chart component), so both always show the same numbers.
 */
export type ChartKind = 'line' | 'area' | 'bar' | 'barHorizontal' | 'pie';

export interface ChartSeries {
  name: string;
  /** One number per category (same order and length as ChartSpec.categories). */
  data: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  /** Category labels: dates, attribute values, brand names… (a pie's slice names). */
  categories: string[];
  series: ChartSeries[];
  /** Stack the series (line, area and bar kinds). */
  stacked?: boolean;
  /** A pie's slice colours, one per category (colour shares drawn in their own colours). */
  colors?: string[];
}

/** Colours of the app's theme the chart draws with (read from its CSS variables). */
export interface ChartTheme {
  text: string;
  muted: string;
  border: string;
  surface: string;
  palette: string[];
  /**
   * The font family the chart's text is drawn in, as the page resolves it. ECharts lays out labels
   * and legends by measuring text on a canvas with this family: `inherit` means nothing there, so
   * it measured a narrower default font than the SVG then drew, and legend items ran into each other.
   */
  font: string;
}

export const LIGHT_THEME: ChartTheme = {
  text: '#1F1F1F',
  muted: '#6B6B6B',
  border: '#E4E2DE',
  surface: '#FFFFFF',
  palette: ['#B8322A', '#C79A2E', '#2F6F73', '#3E5C9A', '#7A4E8C', '#5F7F3A', '#D2691E', '#8C8C8C'],
  font: 'sans-serif',
};

/** Chakra variables of the palette, in order; the light palette above is the fallback. */
const PALETTE_VARS = ['loom-solid', 'gold-solid', 'teal-solid', 'blue-solid', 'purple-solid', 'green-solid', 'orange-solid', 'gray-solid'];

/** The theme as the page's CSS resolves it now (light or dark class on <html>). */
export function readChartTheme(element: Element = document.documentElement): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(`--chakra-colors-${name}`).trim() || fallback;
  return {
    text: read('fg', LIGHT_THEME.text),
    muted: read('fg-muted', LIGHT_THEME.muted),
    border: read('border-muted', LIGHT_THEME.border),
    surface: read('bg-surface', LIGHT_THEME.surface),
    palette: PALETTE_VARS.map((name, i) => read(name, LIGHT_THEME.palette[i]!)),
    font: style.fontFamily || LIGHT_THEME.font,
  };
}

export interface ChartFormat {
  /** Numbers on axes and in tooltips. */
  value?: (value: number) => string;
}

/** The ECharts option of a spec: only features the runtime registers (echarts-runtime.ts). */
export function chartOption(spec: ChartSpec, theme: ChartTheme, format: ChartFormat = {}): EChartsCoreOption {
  const value = format.value ?? ((n: number) => String(n));
  const textStyle = { color: theme.text, fontFamily: theme.font };
  const tooltip = {
    trigger: spec.kind === 'pie' ? 'item' : 'axis',
    backgroundColor: theme.surface,
    borderColor: theme.border,
    textStyle,
    valueFormatter: (v: unknown) => (typeof v === 'number' ? value(v) : String(v ?? '')),
  };
  const legend = spec.series.length > 1 || spec.kind === 'pie' ? { top: 0, type: 'scroll', textStyle: { color: theme.muted }, pageTextStyle: { color: theme.muted } } : undefined;
  const base = { color: theme.palette, textStyle, tooltip, legend, animationDuration: 400, aria: { enabled: false } };

  if (spec.kind === 'pie') {
    const series = spec.series[0];
    return {
      ...base,
      series: [
        {
          type: 'pie',
          name: series?.name ?? '',
          radius: ['40%', '70%'],
          top: legend ? 28 : 0,
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          label: { color: theme.muted },
          data: spec.categories.map((name, i) => ({ name, value: series?.data[i] ?? 0, itemStyle: spec.colors?.[i] ? { color: spec.colors[i] } : undefined })),
        },
      ],
    };
  }

  const horizontal = spec.kind === 'barHorizontal';
  const categoryAxis = {
    type: 'category',
    data: horizontal ? [...spec.categories].reverse() : spec.categories,
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { show: false },
    axisLabel: { color: theme.muted, hideOverlap: true },
  };
  const valueAxis = {
    type: 'value',
    minInterval: 1,
    splitLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.muted, formatter: (v: number) => value(v) },
  };
  const bar = spec.kind === 'bar' || horizontal;
  return {
    ...base,
    grid: { left: 8, right: 16, top: legend ? 36 : 12, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : { ...categoryAxis, boundaryGap: bar },
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: spec.series.map((series) => ({
      type: bar ? 'bar' : 'line',
      name: series.name,
      data: horizontal ? [...series.data].reverse() : series.data,
      stack: spec.stacked ? 'total' : undefined,
      showSymbol: !bar && spec.categories.length <= 15,
      areaStyle: spec.kind === 'area' ? { opacity: 0.15 } : undefined,
      barMaxWidth: 28,
      itemStyle: bar ? { borderRadius: horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] } : undefined,
    })),
  };
}
