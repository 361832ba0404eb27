import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import type { ECharts } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { formatCount } from '../../lib/format';
import { useHeadTheme } from '../../lib/head-theme';
import { chartOption, readChartTheme, type ChartSpec } from './chart-spec';
import type * as EchartsRuntime from './echarts-runtime';

type Runtime = typeof EchartsRuntime;
let runtime: Promise<Runtime> | undefined;

/** The ECharts runtime, fetched once by the first chart on screen (a failed fetch is tried again by the next). */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./echarts-runtime').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

const exact = new Intl.NumberFormat('en-US');

export interface ChartProps extends ChartSpec {
  /** What the chart shows: the data table's caption (its accessible name). */
  title: string;
  /** Header of the table's category column (date, style, brand…). */
  categoryLabel: string;
  /** Height in px; the width follows the container. */
  height?: number;
  testId?: string;
  /** Set while the chart is drawn: renders it as a PNG (twice the on-screen size, on the page's background). */
  pngRef?: { current: (() => Promise<Blob>) | null };
}

/** The drawn SVG of a chart as a PNG blob. */
async function svgToPng(svg: string, width: number, height: number, background: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * 2);
    canvas.height = Math.round(height * 2);
    const context = canvas.getContext('2d')!;
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * One chart of a dashboard: Apache ECharts, loaded on first use by dynamic import (never part of
 * the initial bundle), drawn as SVG in the app's light or dark colours, resized with its container.
 * Screen readers get the same numbers as a visually hidden table; where the runtime cannot load
 * (offline before it was ever cached), the table is shown instead of the chart.
 */
export function Chart({ title, categoryLabel, height = 280, testId, pngRef, kind, categories, series, stacked, colors }: ChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [theme] = useHeadTheme();
  const { locale } = useLocale();
  const specKey = JSON.stringify({ kind, categories, series, stacked, colors });
  const spec = useMemo(() => JSON.parse(specKey) as ChartSpec, [specKey]);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    loadRuntime().then(
      ({ init }) => {
        if (cancelled || !element.current) return;
        chart.current = init(element.current, null, { renderer: 'svg' });
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(element.current);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'ready' || !chart.current || !element.current) return;
    const option = chartOption(spec, readChartTheme(element.current), { value: (value) => formatCount(value, locale) });
    chart.current.setOption(option, { notMerge: true });
  }, [state, spec, theme, locale]);

  useEffect(() => {
    if (!pngRef) return;
    pngRef.current = state === 'ready' ? async () => {
      const instance = chart.current;
      const box = element.current;
      if (!instance || !box) throw new Error('chart not drawn');
      return svgToPng(instance.renderToSVGString(), box.clientWidth, box.clientHeight, readChartTheme(box).surface);
    } : null;
    return () => {
      pngRef.current = null;
    };
  }, [pngRef, state]);

  const table = (
    <table data-testid="chart-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {spec.series.map((s) => (
            <th scope="col" key={s.name}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.categories.map((category, i) => (
          <tr key={`${i}-${category}`}>
            <th scope="row">{category}</th>
            {spec.series.map((s) => (
              <td key={s.name}>{exact.format(s.data[i] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Box data-testid={testId} data-chart-state={state} position="relative">
      {state === 'failed' ? (
        <Box
          overflowX="auto"
          maxH={`${height}px`}
          fontSize="sm"
          css={{ '& table': { width: '100%' }, '& caption': { textAlign: 'start', fontWeight: 'semibold', pb: '2' }, '& th, & td': { textAlign: 'start', px: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border.muted' } }}
        >
          {table}
        </Box>
      ) : (
        <>
          <Box ref={element} aria-hidden h={`${height}px`} w="100%" />
          {state === 'loading' && <Skeleton position="absolute" inset="0" borderRadius="l2" />}
          <VisuallyHidden asChild>{table}</VisuallyHidden>
        </>
      )}
    </Box>
  );
}
