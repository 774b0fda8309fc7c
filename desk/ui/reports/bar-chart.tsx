/**
 * A bar chart drawn with visx (@visx/scale, @visx/shape, @visx/group: maintained, on npm, SVG
 * React primitives that tree-shake to a few KB, so the chart is plain SVG the desk labels itself).
 * The SVG is one image with an accessible name; its numbers are in the table the "Show table"
 * button opens below it, whose rows lead to the conversations behind each bar. A bar clicked
 * opens the same drill-down (pointer users); keyboard users reach it from the table.
 */
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import { Group } from '@visx/group';
import { useT } from '../../i18n/react';
import { button, small } from '../styles';

export interface Series { key: string; label: string; color: string }

const H = 180;
/** A tick's text: a day as mm-dd, a name cut to 8 characters. */
const tick = (s: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? s.slice(5) : s.length > 8 ? `${s.slice(0, 7)}…` : s);
const M = { top: 10, bottom: 28, left: 8 };

export function BarChart<R extends object>({ title, rows, label, series, onBar, table, summary }: {
  title: string;
  rows: readonly R[];
  /** the x label of a row */
  label(row: R): string;
  /** one series: plain bars; more: stacked */
  series: readonly Series[];
  onBar(row: R): void;
  table: ReactNode;
  /** a short text of what the chart shows (its accessible description) */
  summary: string;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const width = Math.max(280, rows.length * 28 + M.left * 2);
  const x = scaleBand<string>({ domain: rows.map(label), range: [M.left, width - M.left], padding: 0.2 });
  const value = (r: R, k: string): number => Number((r as Record<string, unknown>)[k] ?? 0);
  const max = Math.max(1, ...rows.map((r) => series.reduce((n, s) => n + value(r, s.key), 0)));
  const y = scaleLinear<number>({ domain: [0, max], range: [H - M.bottom, M.top], nice: true });
  const every = Math.max(1, Math.ceil(rows.length / 10));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} style={{ fontWeight: 600 }}>{title}</figcaption>
      {series.length > 1 && (
        <ul style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0, margin: '4px 0', flexWrap: 'wrap', fontSize: 13 }} aria-label={t('reports.legend')}>
          {series.map((s) => <li key={s.key}><span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, background: s.color, marginInlineEnd: 4 }} />{s.label}</li>)}
        </ul>
      )}
      <div style={{ overflowX: 'auto' }}>
        <svg width={width} height={H} role="img" aria-label={`${title}. ${summary}`} style={{ display: 'block' }}>
          <Group>
            <line x1={M.left} x2={width - M.left} y1={H - M.bottom} y2={H - M.bottom} stroke="#8a94a6" />
            {series.length === 1
              ? rows.map((r) => {
                const v = value(r, series[0]!.key);
                const top = y(v);
                return (
                  <Bar key={label(r)} x={x(label(r))} y={top} width={x.bandwidth()} height={Math.max(0, H - M.bottom - top)}
                    fill={series[0]!.color} style={{ cursor: 'pointer' }} onClick={() => onBar(r)} />
                );
              })
              : (
                <BarStack data={rows as R[]} keys={series.map((s) => s.key)} x={label} xScale={x} yScale={y}
                  color={(k) => series.find((s) => s.key === k)?.color ?? '#888'} value={(d, k) => value(d, String(k))}>
                  {(stacks) => stacks.map((stack) => stack.bars.map((bar) => (
                    <rect key={`${stack.index}-${bar.index}`} x={bar.x} y={bar.y} width={bar.width} height={Math.max(0, bar.height)} fill={bar.color}
                      style={{ cursor: 'pointer' }} onClick={() => onBar(rows[bar.index]!)} />
                  )))}
                </BarStack>
              )}
            {rows.map((r, i) => (i % every === 0
              ? <text key={label(r)} x={(x(label(r)) ?? 0) + x.bandwidth() / 2} y={H - 10} fontSize={10} textAnchor="middle" fill="#3c4556">{tick(label(r))}</text>
              : null))}
          </Group>
        </svg>
      </div>
      <button type="button" className={`${button} ${small}`} aria-expanded={open} aria-controls={`${id}-table`} onClick={() => setOpen((o) => !o)}>
        {open ? t('reports.hideTableNamed', { name: title }) : t('reports.showTableNamed', { name: title })}
      </button>
      {open && <div id={`${id}-table`}>{table}</div>}
    </figure>
  );
}
