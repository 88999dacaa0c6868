import type { SurveyResults } from '@hospital/contract/console';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';

// Only the pieces these charts use, so the console does not ship all of ECharts.
echarts.use([PieChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Question = SurveyResults['questions'][number];

const PALETTE = ['#1f6fe5', '#13a8a8', '#f5a623', '#e8684a', '#6f5ef9', '#5b8ff9', '#61ddaa'];

function pieOption(question: Question) {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c}份（{d}%）' },
    legend: { orient: 'vertical', right: 8, top: 'middle', textStyle: { color: '#333' } },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['38%', '50%'],
        label: { formatter: '{b}\n{d}%', color: '#333' },
        data: question.options.map(({ label, count }) => ({ name: label, value: count })),
      },
    ],
  };
}

function barOption(question: Question) {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis', formatter: '{b}：{c}份' },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#333' } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: question.options.map(({ label }) => label),
      axisLabel: { color: '#333' },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        label: { show: true, position: 'right', color: '#333' },
        data: question.options.map(({ count }) => count),
      },
    ],
  };
}

/** A single-choice question as a pie of its options, a multiple-choice one as bars. */
export function QuestionChart({ question }: { question: Question }) {
  const option = useMemo(
    () => (question.kind === 'single' ? pieOption(question) : barOption(question)),
    [question],
  );
  const summary = question.options.map(({ label, count }) => `${label}${count}份`).join('，');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={`${question.title}：${summary}`}
      style={{ height: Math.max(240, question.options.length * 44) }}
    />
  );
}
