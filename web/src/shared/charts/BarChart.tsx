import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { Text } from '@visx/text';
import { ChartTable } from './ChartTable.tsx';

export interface BarDatum {
  label: string;
  value: number;
}

interface Props {
  title: string;
  data: BarDatum[];
  /** How a value reads as text (₹ amounts, counts). */
  format?: (value: number) => string;
  /** What the figures mean, read by everyone in the table alternative. */
  definition: string;
  valueLabel: string;
  width?: number;
  height?: number;
  color?: string;
}

const MARGIN = { top: 16, right: 8, bottom: 40, left: 8 };

/** Vertical bars drawn with visx; the same figures are given as a table for screen readers and keyboard users. */
export function BarChart({ title, data, format = String, definition, valueLabel, width = 420, height = 240, color = '#0b5d4b' }: Props) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.3 });
  const max = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {data.every((d) => d.value === 0) ? <p className="chart-empty">No figures yet.</p> : (
        <svg viewBox={`0 0 ${width} ${height}`} className="chart-svg" aria-hidden="true" focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {data.map((d) => {
              const barHeight = innerHeight - y(d.value);
              const barX = x(d.label) ?? 0;
              return (
                <Group key={d.label}>
                  <Bar x={barX} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} fill={color} rx={3} />
                  <Text x={barX + x.bandwidth() / 2} y={innerHeight - barHeight - 4} textAnchor="middle" fontSize={11} fill="#1c2b27">{format(d.value)}</Text>
                  <Text x={barX + x.bandwidth() / 2} y={innerHeight + 14} textAnchor="middle" verticalAnchor="start" fontSize={11} fill="#51635e" width={x.bandwidth() + 10}>{d.label}</Text>
                </Group>
              );
            })}
          </Group>
        </svg>
      )}
      <ChartTable title={title} definition={definition} valueLabel={valueLabel} rows={data.map((d) => [d.label, format(d.value)])} />
    </figure>
  );
}
