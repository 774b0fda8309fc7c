/**
 * The report's figure cards and charts (docs/desk.md "Reports"): every figure, bar and table row
 * opens the conversations behind it (`drill`).
 */
import { ReportOutcomes, RobotOutcomes } from '../../../protocol';
import type { ReportOutcome, ReportSummary, RobotOutcome } from '../../../protocol';
import type { DeskKey, DeskT } from '../../i18n';
import { useT } from '../../i18n/react';
import { linkButton } from '../styles';
import { BarChart } from './bar-chart';
import type { Series } from './bar-chart';
import type { DrillTarget } from './drill-list';
import { formatDuration, percent, stars } from './report-format';
import { ReportTable } from './report-table';
import type { Column } from './report-table';

export const OUTCOME_COLORS: Record<ReportOutcome, string> = { robot: '#2563eb', transferred: '#15803d', leftMessage: '#b45309', abandoned: '#b91c1c' };
const BLUE = '#2563eb';
const outcomeName = (t: DeskT, o: ReportOutcome): string => t(`reports.outcome.${o}` as DeskKey);
const robotName = (t: DeskT, o: RobotOutcome): string => t(`reports.robot.${o}` as DeskKey);

type Drill = (d: DrillTarget) => void;

/** A row's first cell: its name, as a button opening the conversations behind the row. */
const drillCell = (t: DeskT, drill: Drill, name: string, target: DrillTarget) => (
  <button type="button" className={linkButton} aria-label={t('reports.conversationsOf', { name })} onClick={() => drill(target)}>{name}</button>
);

function Figure({ label, value, detail, onOpen }: { label: string; value: string; detail?: string; onOpen(): void }) {
  return (
    <li>
      <button type="button" onClick={onOpen} style={{ display: 'grid', gap: 2, textAlign: 'start', width: '100%', minHeight: 72, padding: 10, border: '1px solid #d5dbe5', borderRadius: 8, background: '#fff', cursor: 'pointer' }}>
        <span style={{ fontSize: 13, color: '#3c4556' }}>{label}</span>
        <span style={{ fontSize: 22, fontWeight: 700 }}>{value}</span>
        {detail && <span style={{ fontSize: 13, color: '#3c4556' }}>{detail}</span>}
      </button>
    </li>
  );
}

export function FigureCards({ s, drill }: { s: ReportSummary; drill: Drill }) {
  const t = useT();
  const pct = (p: ReportSummary['firstResponse']) => t('reports.p50p90', { p50: formatDuration(t, p.p50), p90: formatDuration(t, p.p90) });
  return (
    <ul aria-label={t('reports.figures')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
      <Figure label={t('reports.fig.conversations')} value={String(s.conversations)} onOpen={() => drill({ metric: 'conversations', title: t('reports.fig.conversations') })} />
      {ReportOutcomes.map((o) => (
        <Figure key={o} label={outcomeName(t, o)} value={percent(s.outcomes[o], s.conversations)} detail={t('reports.ofConversations', { count: s.outcomes[o] })}
          onOpen={() => drill({ metric: 'outcome', key: o, title: outcomeName(t, o) })} />
      ))}
      <Figure label={t('reports.fig.firstResponse')} value={pct(s.firstResponse)} detail={t('reports.measured', { count: s.firstResponse.count })}
        onOpen={() => drill({ metric: 'firstResponse', title: t('reports.fig.firstResponse') })} />
      <Figure label={t('reports.fig.resolution')} value={pct(s.resolution)} detail={t('reports.measured', { count: s.resolution.count })}
        onOpen={() => drill({ metric: 'resolution', title: t('reports.fig.resolution') })} />
      <Figure label={t('reports.fig.queueWait')} value={pct(s.queueWait)} detail={t('reports.measured', { count: s.queueWait.count })}
        onOpen={() => drill({ metric: 'queueWait', title: t('reports.fig.queueWait') })} />
      <Figure label={t('reports.fig.csat')} value={stars(s.csat.starAverage)}
        detail={t('reports.solvedShare', { share: percent(s.csat.solved, s.csat.solveAnswered), n: s.csat.rated })}
        onOpen={() => drill({ metric: 'csat', title: t('reports.fig.csat') })} />
      {(['answered', 'didYouMean', 'unknown'] as const).map((o) => (
        <Figure key={o} label={robotName(t, o)} value={percent(s.robot[o], s.robot.asks)} detail={t('reports.ofAsks', { n: s.robot[o], total: s.robot.asks })}
          onOpen={() => drill({ metric: 'robot', key: o, title: robotName(t, o) })} />
      ))}
    </ul>
  );
}

export function Charts({ s, drill, nicks }: { s: ReportSummary; drill: Drill; nicks: ReadonlyMap<string, string> }) {
  const t = useT();
  const file = (name: string) => `${name}-${s.from}-${s.to}${s.channelId ? `-${s.channelId}` : ''}.csv`;
  const outcomeSeries: Series[] = ReportOutcomes.map((o) => ({ key: o, label: outcomeName(t, o), color: OUTCOME_COLORS[o] }));
  type Day = ReportSummary['byDay'][number];
  const dayCols: Column<Day>[] = [
    { label: t('reports.col.day'), head: true, text: (d) => d.day, cell: (d) => drillCell(t, drill, d.day, { metric: 'day', key: d.day, title: d.day }) },
    { label: t('reports.col.conversations'), text: (d) => String(d.conversations) },
    ...ReportOutcomes.map((o) => ({ label: outcomeName(t, o), text: (d: Day) => String(d[o]) })),
  ];
  type Ch = ReportSummary['byChannel'][number];
  const chCols: Column<Ch>[] = [
    { label: t('reports.col.channel'), head: true, text: (c) => c.channelId, cell: (c) => drillCell(t, drill, c.channelId, { metric: 'channel', key: c.channelId, title: c.channelId }) },
    { label: t('reports.col.conversations'), text: (c) => String(c.conversations) },
  ];
  const outcomes = ReportOutcomes.map((o) => ({ key: o, name: outcomeName(t, o), n: s.outcomes[o] }));
  type Oc = (typeof outcomes)[number];
  const ocCols: Column<Oc>[] = [
    { label: t('reports.col.outcome'), head: true, text: (o) => o.name, cell: (o) => drillCell(t, drill, o.name, { metric: 'outcome', key: o.key, title: o.name }) },
    { label: t('reports.col.conversations'), text: (o) => String(o.n) },
    { label: t('reports.col.share'), text: (o) => percent(o.n, s.conversations) },
  ];
  type Ag = ReportSummary['csatByAgent'][number];
  const agCols: Column<Ag>[] = [
    { label: t('reports.col.agent'), head: true, text: (a) => a.nick, cell: (a) => drillCell(t, drill, a.nick, { metric: 'csatAgent', key: a.agentId, title: a.nick }) },
    { label: t('reports.col.rated'), text: (a) => String(a.rated) },
    { label: t('reports.col.stars'), text: (a) => stars(a.starAverage) },
    { label: t('reports.col.solved'), text: (a) => percent(a.solved, a.solveAnswered) },
  ];
  type Cd = ReportSummary['csatByDay'][number];
  const cdCols: Column<Cd>[] = [
    { label: t('reports.col.day'), head: true, text: (d) => d.day, cell: (d) => drillCell(t, drill, d.day, { metric: 'csatDay', key: d.day, title: t('reports.csatOn', { day: d.day }) }) },
    { label: t('reports.col.rated'), text: (d) => String(d.rated) },
    { label: t('reports.col.stars'), text: (d) => stars(d.starAverage) },
    { label: t('reports.col.solved'), text: (d) => percent(d.solved, d.solveAnswered) },
  ];
  const robot = RobotOutcomes.map((o) => ({ key: o, name: robotName(t, o), n: s.robot[o] }));
  type Ro = (typeof robot)[number];
  const roCols: Column<Ro>[] = [
    { label: t('reports.col.answer'), head: true, text: (o) => o.name, cell: (o) => drillCell(t, drill, o.name, { metric: 'robot', key: o.key, title: o.name }) },
    { label: t('reports.col.times'), text: (o) => String(o.n) },
    { label: t('reports.col.share'), text: (o) => percent(o.n, s.robot.asks) },
  ];
  type Uq = ReportSummary['unknownQuestions'][number];
  const uqCols: Column<Uq>[] = [
    { label: t('reports.col.question'), head: true, text: (q) => q.question, cell: (q) => drillCell(t, drill, q.question, { metric: 'unknownQuestion', key: q.questionKey, title: q.question }) },
    { label: t('reports.col.times'), text: (q) => String(q.asked) },
    { label: t('reports.col.conversations'), text: (q) => String(q.conversations) },
  ];
  type Tg = ReportSummary['byTag'][number];
  const tgCols: Column<Tg>[] = [
    { label: t('reports.col.tag'), head: true, text: (g) => g.name, cell: (g) => drillCell(t, drill, g.name, { metric: 'tag', key: g.tagId, title: g.name }) },
    { label: t('reports.col.conversations'), text: (g) => String(g.conversations) },
    { label: t('reports.col.share'), text: (g) => percent(g.conversations, s.conversations) },
  ];
  const total = (n: number) => t('reports.chartTotal', { count: n });
  const section = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' } as const;
  return (
    <div style={section}>
      <BarChart title={t('reports.chart.byDay')} rows={s.byDay} label={(d) => d.day} series={outcomeSeries} summary={total(s.conversations)}
        onBar={(d) => drill({ metric: 'day', key: d.day, title: d.day })}
        table={<ReportTable caption={t('reports.chart.byDay')} columns={dayCols} rows={s.byDay} file={file('by-day')} />} />
      <BarChart title={t('reports.chart.byChannel')} rows={s.byChannel} label={(c) => c.channelId} series={[{ key: 'conversations', label: t('reports.col.conversations'), color: BLUE }]}
        summary={total(s.conversations)} onBar={(c) => drill({ metric: 'channel', key: c.channelId, title: c.channelId })}
        table={<ReportTable caption={t('reports.chart.byChannel')} columns={chCols} rows={s.byChannel} file={file('by-channel')} />} />
      <BarChart title={t('reports.chart.outcomes')} rows={outcomes} label={(o) => o.name} series={[{ key: 'n', label: t('reports.col.conversations'), color: BLUE }]}
        summary={total(s.conversations)} onBar={(o) => drill({ metric: 'outcome', key: o.key, title: o.name })}
        table={<ReportTable caption={t('reports.chart.outcomes')} columns={ocCols} rows={outcomes} file={file('outcomes')} />} />
      <BarChart title={t('reports.chart.csatByAgent')} rows={s.csatByAgent} label={(a) => nicks.get(a.agentId) ?? a.nick} series={[{ key: 'starAverage', label: t('reports.col.stars'), color: BLUE }]}
        summary={t('reports.ratedTotal', { n: s.csat.rated })} onBar={(a) => drill({ metric: 'csatAgent', key: a.agentId, title: a.nick })}
        table={<ReportTable caption={t('reports.chart.csatByAgent')} columns={agCols} rows={s.csatByAgent} file={file('csat-by-agent')} />} />
      <BarChart title={t('reports.chart.csatByDay')} rows={s.csatByDay} label={(d) => d.day} series={[{ key: 'starAverage', label: t('reports.col.stars'), color: BLUE }]}
        summary={t('reports.ratedTotal', { n: s.csat.rated })} onBar={(d) => drill({ metric: 'csatDay', key: d.day, title: t('reports.csatOn', { day: d.day }) })}
        table={<ReportTable caption={t('reports.chart.csatByDay')} columns={cdCols} rows={s.csatByDay} file={file('csat-by-day')} />} />
      <BarChart title={t('reports.chart.robot')} rows={robot} label={(o) => o.name} series={[{ key: 'n', label: t('reports.col.times'), color: BLUE }]}
        summary={t('reports.asksTotal', { n: s.robot.asks })} onBar={(o) => drill({ metric: 'robot', key: o.key, title: o.name })}
        table={<ReportTable caption={t('reports.chart.robot')} columns={roCols} rows={robot} file={file('robot')} />} />
      {s.byTag.length
        ? <BarChart title={t('reports.chart.byTag')} rows={s.byTag} label={(g) => g.name} series={[{ key: 'conversations', label: t('reports.col.conversations'), color: BLUE }]}
          summary={total(s.conversations)} onBar={(g) => drill({ metric: 'tag', key: g.tagId, title: g.name })}
          table={<ReportTable caption={t('reports.chart.byTag')} columns={tgCols} rows={s.byTag} file={file('by-tag')} />} />
        : (
          <section aria-labelledby="report-tags">
            <h3 id="report-tags" style={{ margin: '0 0 4px', fontSize: 16 }}>{t('reports.chart.byTag')}</h3>
            <p>{t('reports.tagsEmpty')}</p>
          </section>
        )}
      <section aria-labelledby="report-unknown" style={{ gridColumn: '1 / -1' }}>
        <h3 id="report-unknown" style={{ margin: '0 0 4px', fontSize: 16 }}>{t('reports.unknownTitle')}</h3>
        {s.unknownQuestions.length
          ? <ReportTable caption={t('reports.unknownTitle')} columns={uqCols} rows={s.unknownQuestions} file={file('unknown-questions')} />
          : <p>{t('reports.unknownEmpty')}</p>}
      </section>
    </div>
  );
}
