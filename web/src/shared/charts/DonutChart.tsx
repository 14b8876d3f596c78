import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { Text } from '@visx/text';
import { ChartTable } from './ChartTable.tsx';

export interface Slice {
  label: string;
  value: number;
  color: string;
}

/** A donut drawn with visx, with a legend and the same figures as a table. */
export function DonutChart({ title, data, definition, valueLabel, size = 220 }: { title: string; data: Slice[]; definition: string; valueLabel: string; size?: number }) {
  const total = data.reduce((sum, s) => sum + s.value, 0);
  const radius = size / 2;
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {total === 0 ? <p className="chart-empty">No figures yet.</p> : (
        <div className="donut">
          <svg viewBox={`0 0 ${size} ${size}`} className="chart-svg donut-svg" aria-hidden="true" focusable="false">
            <Group top={radius} left={radius}>
              <Pie data={data.filter((s) => s.value > 0)} pieValue={(s) => s.value} outerRadius={radius - 4} innerRadius={radius * 0.55} padAngle={0.01}>
                {(pie) => pie.arcs.map((arc) => <path key={arc.data.label} d={pie.path(arc) ?? ''} fill={arc.data.color} />)}
              </Pie>
              <Text textAnchor="middle" verticalAnchor="middle" fontSize={20} fontWeight={700} fill="#1c2b27">{total}</Text>
            </Group>
          </svg>
          <ul className="chart-legend" aria-hidden="true">
            {data.map((s) => <li key={s.label}><span className="swatch" style={{ background: s.color }} />{s.label}: {s.value}</li>)}
          </ul>
        </div>
      )}
      <ChartTable title={title} definition={definition} valueLabel={valueLabel} rows={data.map((s) => [s.label, String(s.value)])} />
    </figure>
  );
}
