import { describe, expect, it } from 'vitest';
import { chartOption, LIGHT_THEME } from './chart-spec';

type Axis = { type: string; data?: string[] };
type Series = { type: string; name: string; data: unknown[]; stack?: string; areaStyle?: unknown };

describe('chartOption: the ECharts option of a chart spec', () => {
  it('lines and areas: categories on x, one series per spec series, stacked on request, theme colours', () => {
    const option = chartOption({ kind: 'area', categories: ['11-01', '11-02'], series: [{ name: 'a', data: [1, 2] }, { name: 'b', data: [3, 4] }], stacked: true }, LIGHT_THEME);
    expect((option.xAxis as Axis).data).toEqual(['11-01', '11-02']);
    const series = option.series as Series[];
    expect(series.map((s) => [s.type, s.name, s.data, s.stack])).toEqual([
      ['line', 'a', [1, 2], 'total'],
      ['line', 'b', [3, 4], 'total'],
    ]);
    expect(series[0]!.areaStyle).toBeDefined();
    expect(option.color).toEqual(LIGHT_THEME.palette);
    expect(option.legend).toBeDefined();
  });

  it('horizontal bars list the first category on top (ECharts draws y from the bottom)', () => {
    const option = chartOption({ kind: 'barHorizontal', categories: ['top', 'second'], series: [{ name: 'n', data: [9, 5] }] }, LIGHT_THEME);
    expect((option.yAxis as Axis).data).toEqual(['second', 'top']);
    expect((option.series as Series[])[0]!.data).toEqual([5, 9]);
    expect((option.xAxis as Axis).type).toBe('value');
    expect(option.legend).toBeUndefined();
  });

  it('pie: one slice per category', () => {
    const option = chartOption({ kind: 'pie', categories: ['x', 'y'], series: [{ name: 'share', data: [60, 40] }] }, LIGHT_THEME);
    expect((option.series as Series[])[0]!.data).toEqual([
      { name: 'x', value: 60 },
      { name: 'y', value: 40 },
    ]);
  });
});
