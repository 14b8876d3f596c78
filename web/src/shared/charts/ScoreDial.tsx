import { Group } from '@visx/group';
import { Arc } from '@visx/shape';
import { Text } from '@visx/text';

interface Props {
  title: string;
  /** The score; null draws an empty dial that says why. */
  value: number | null;
  min: number;
  max: number;
  /** Said in place of a number when there is none ("Not computed yet"). */
  missing: string;
  color?: string;
  size?: number;
}

const START = -Math.PI / 2;
const SWEEP = Math.PI;

/**
 * A half-circle dial drawn with visx: the filled arc is the score's share of its range (for the
 * expert score, the score and 1000 − score), with the figures also written out for screen readers.
 */
export function ScoreDial({ title, value, min, max, missing, color = '#1f7a5c', size = 220 }: Props) {
  const radius = size / 2 - 8;
  const clamped = value === null ? null : Math.min(max, Math.max(min, value));
  const share = clamped === null ? 0 : (clamped - min) / (max - min);
  const split = START + SWEEP * share;
  const rest = value === null ? null : max - (clamped ?? max);
  const summary = value === null ? `${title}: ${missing}` : `${title}: ${value} on a scale of ${min} to ${max} (${rest} below ${max})`;
  return (
    <figure className="score-dial">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${size} ${size / 2 + 28}`} className="score-dial-svg" role="img" aria-label={summary}>
        <Group top={size / 2} left={size / 2}>
          <Arc startAngle={START} endAngle={START + SWEEP} innerRadius={radius * 0.68} outerRadius={radius} fill="#dfe7e4" />
          {clamped !== null && share > 0 ? <Arc startAngle={START} endAngle={split} innerRadius={radius * 0.68} outerRadius={radius} fill={color} /> : null}
          <Text textAnchor="middle" verticalAnchor="end" y={-4} fontSize={value === null ? 14 : 30} fontWeight={700} fill="#1c2b27">
            {value === null ? missing : String(value)}
          </Text>
          <Text textAnchor="start" verticalAnchor="start" x={-radius} y={8} fontSize={12} fill="#4a5a55">{String(min)}</Text>
          <Text textAnchor="end" verticalAnchor="start" x={radius} y={8} fontSize={12} fill="#4a5a55">{String(max)}</Text>
        </Group>
      </svg>
      {value !== null ? <p className="score-dial-legend">{value} / {max}{min > 0 ? ` (scale ${min}–${max})` : ` · ${rest} to ${max}`}</p> : null}
    </figure>
  );
}
