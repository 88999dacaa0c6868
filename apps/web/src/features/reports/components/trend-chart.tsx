import type { ReferenceRange } from '@hospital/contract';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartPoint } from '../lib/result-display.ts';
import styles from './result-row.module.css';

echarts.use([LineChart, GridComponent, MarkAreaComponent, CanvasRenderer]);

const DANGER = '#c92a2a';
const PRIMARY = '#1661d6';

interface TrendChartProps {
  points: ChartPoint[];
  reference: ReferenceRange;
  unit: string;
}

const outside = (value: number, { low, high }: ReferenceRange) =>
  (high !== null && value > high) || (low !== null && value < low);

/** The same item over the patient's reports, the reference range shaded. */
export default function TrendChart({ points, reference, unit }: TrendChartProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const chart = echarts.init(element.current);
    const { low, high } = reference;
    const top = high ?? Math.max(low ?? 0, ...points.map((point) => point.value)) * 1.5;
    const band = low !== null || high !== null ? [[{ yAxis: low ?? 0 }, { yAxis: top }]] : [];
    chart.setOption({
      animation: false,
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      xAxis: {
        type: 'category',
        data: points.map((point) => point.date.slice(2)),
        axisLabel: { fontSize: 11 },
      },
      yAxis: { type: 'value', name: unit, scale: true, nameTextStyle: { fontSize: 11 } },
      series: [
        {
          type: 'line',
          data: points.map((point) => ({
            value: point.value,
            itemStyle: { color: outside(point.value, reference) ? DANGER : PRIMARY },
          })),
          symbolSize: 8,
          lineStyle: { color: PRIMARY, width: 2 },
          label: { show: true, fontSize: 11, position: 'top' },
          markArea: { silent: true, itemStyle: { color: 'rgba(0, 168, 112, 0.1)' }, data: band },
        },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points, reference, unit]);
  return <div ref={element} className={styles.chartPlaceholder} data-testid="trend-chart" />;
}
