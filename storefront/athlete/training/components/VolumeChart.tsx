/** Volume per session over time, drawn by hand in SVG: round y ticks, a line over a soft area, a dot per session. */
import { useEffect, useRef, useState } from 'react';
import { Box, useTheme } from '@mui/material';
import { axisTicks, labelIndexes, linearScale } from '../chart-scale';
import { formatShortDate } from '../../../../src/ui/format';
import type { VolumePoint } from '../../common/training/progress';
import { useTrainingText } from '../use-training-text';
import { kgTo } from '../../../../src/domain/units';

const H = 240;
const PAD = { top: 16, right: 20, bottom: 32, left: 56 };
/** Room an axis date needs (px). */
const LABEL_PX = 90;

/** The element's width in pixels, followed as it changes, so the chart is drawn at its real size (crisp text). */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function VolumeChart({ points: inKg }: { points: VolumePoint[] }) {
  const theme = useTheme();
  const { t: words, locale, number, unit } = useTrainingText();
  // Drawn in the athlete's unit (the logs keep kilograms).
  const points = inKg.map((p) => ({ ...p, volume: kgTo(p.volume, unit) }));
  const weight = (volume: number) => `${number(volume)} ${unit}`;
  const t = words.progress;
  const day = (iso: string) => formatShortDate(iso, locale);
  const [ref, measured] = useWidth(640);
  const W = Math.max(280, measured);
  const max = Math.max(0, ...points.map((p) => p.volume));
  const ticks = axisTicks(max);
  const top = ticks.at(-1) ?? 1;
  const x = linearScale(0, Math.max(1, points.length - 1), PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : 0), W - PAD.right);
  const y = linearScale(0, top, H - PAD.bottom, PAD.top);
  const xy = points.map((p, i) => [x(i), y(p.volume)] as const);
  const line = xy.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const area = xy.length > 1 ? `${line} L${xy.at(-1)![0].toFixed(1)},${y(0)} L${xy[0][0].toFixed(1)},${y(0)} Z` : '';
  const color = theme.palette.primary.main;
  const muted = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  const summary = points.map((p) => t.point(day(p.performedAt), weight(p.volume))).join('; ');
  return (
    <Box ref={ref} sx={{ width: '100%' }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} role="img" aria-label={t.chart(unit, summary)} data-testid="volume-chart" style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke={grid} strokeDasharray={tick ? '4 4' : undefined} />
            <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill={muted}>
              {number(tick)}
            </text>
          </g>
        ))}
        {labelIndexes(points.length, Math.max(2, Math.floor((W - PAD.left - PAD.right) / LABEL_PX))).map((i) => (
          <text key={i} x={xy[i][0]} y={H - PAD.bottom + 20} textAnchor="middle" fontSize="12" fill={muted}>
            {day(points[i].performedAt)}
          </text>
        ))}
        {area && <path d={area} fill={color} opacity={0.12} />}
        {xy.length > 1 && <path d={line} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />}
        {xy.map(([px, py], i) => (
          <circle key={i} cx={px} cy={py} r={4.5} fill={theme.palette.background.paper} stroke={color} strokeWidth={2.5}>
            <title>{t.point(day(points[i].performedAt), weight(points[i].volume))}</title>
          </circle>
        ))}
      </svg>
    </Box>
  );
}
