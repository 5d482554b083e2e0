/**
 * Traffic (/admin/traffic; admins, sales and editors, contracts/workspace.ts `analyticsRoles`): visitors
 * and page views of a period against the one before, the pages read, where visits came from,
 * devices and browsers, and which sources and landing pages brought leads, with the conversion
 * rate (docs/analytics.md). The period is in the URL (?from=&to=). Loaded on demand, with its
 * chart library (ui/chart.tsx).
 */
import { useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { channelLabels, type Channel } from "#contracts/lead-source.ts";
import type { ConversionRow, TrafficReport, TrafficRow } from "#contracts/workspace.ts";
import { api } from "../lib/client";
import { todayCounted } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Chart, type ChartSeries } from "../ui/chart";
import { FailureAlert, LoadingBlock } from "../ui/feedback";
import { inputClass } from "../ui/field";
import { Card, PageHeader } from "../ui/layout";
import { useUrlFilters } from "../ui/list-controls";

const FILTERS = ["from", "to"] as const;
const PRESETS = [7, 30, 90, 365] as const;

const nf = new Intl.NumberFormat("en-IN");
const pct = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (d: string) => shortDay.format(new Date(`${d}T00:00:00Z`));
/** Today in India, YYYY-MM-DD. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const minusDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new this period";
  const c = (now - before) / before;
  return `${c >= 0 ? "+" : "−"}${pct.format(Math.abs(c))} on the period before`;
}

const sourceLabel = (v: string) => channelLabels[v as Channel] ?? v;

export default function TrafficPage() {
  useTitle("Traffic");
  const filters = useUrlFilters(FILTERS);
  const navigate = useNavigate();
  const report = useResource(
    (signal) => api.traffic({ from: filters.from, to: filters.to }, signal),
    JSON.stringify(filters),
  );
  const go = (from: string | undefined, to: string | undefined) => {
    const p = new URLSearchParams();
    if (from) p.set("from", from);
    if (to) p.set("to", to);
    const s = p.toString();
    navigate({ pathname: "/traffic", search: s ? `?${s}` : "" });
  };
  const r = report.data;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Traffic"
        description="Visitors and page views of the public site, counted without cookies, and where leads came from. Days are India Standard Time (IST)."
      />
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Period">
        {PRESETS.map((n) => (
          <button
            key={n}
            type="button"
            className="h-9 rounded-md border border-ink-300 bg-surface px-3 text-sm font-medium text-ink-900 hover:bg-ink-50"
            aria-pressed={r ? r.days.length === n && r.to === istToday() : false}
            onClick={() => go(minusDays(istToday(), n - 1), istToday())}
          >
            {n === 365 ? "Last 12 months" : `Last ${n} days`}
          </button>
        ))}
        <label className="block">
          <span className="mb-1 block text-xs font-medium text-ink-700">From</span>
          <input
            type="date"
            className={inputClass}
            value={filters.from ?? r?.from ?? ""}
            max={filters.to ?? r?.to}
            onChange={(e) => e.target.value && go(e.target.value, filters.to ?? r?.to)}
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-xs font-medium text-ink-700">To</span>
          <input
            type="date"
            className={inputClass}
            value={filters.to ?? r?.to ?? ""}
            min={filters.from ?? r?.from}
            onChange={(e) => e.target.value && go(filters.from ?? r?.from, e.target.value)}
          />
        </label>
      </div>

      {report.error ? <FailureAlert error={report.error} onRetry={report.reload} /> : null}
      {!r && report.loading ? <LoadingBlock label="Loading the traffic report" /> : null}
      {r ? <Report r={r} /> : null}
    </div>
  );
}

function Report({ r }: { r: TrafficReport }) {
  const labels = useMemo(() => r.days.map((d) => dayLabel(d.day)), [r]);
  const daily = useMemo<ChartSeries[]>(
    () => [
      { label: "Visitors", values: r.days.map((d) => d.visitors), color: "--color-brand-600" },
      { label: "Page views", values: r.days.map((d) => d.pageviews), color: "--color-ink-500", dashed: true },
    ],
    [r],
  );
  const channelLabelsList = useMemo(() => r.channels.map((c) => sourceLabel(c.value)), [r]);
  const channelSeries = useMemo<ChartSeries[]>(
    () => [{ label: "Visits", values: r.channels.map((c) => c.visits), color: "--color-brand-600" }],
    [r],
  );
  const rate = (t: TrafficReport["totals"]) => (t.visits ? pct.format(t.conversions / t.visits) : "—");
  const period = `${dayLabel(r.from)} to ${dayLabel(r.to)}`;
  const before = `${dayLabel(r.previousFrom)} to ${dayLabel(r.previousTo)}`;

  return (
    <>
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Visitors" value={r.totals.visitors} before={r.previous.visitors} />
        <Stat label="Page views" value={r.totals.pageviews} before={r.previous.pageviews} />
        <Stat label="Visits" value={r.totals.visits} before={r.previous.visits} />
        <Stat label="Leads" value={r.totals.conversions} before={r.previous.conversions} />
        <div className="rounded-lg border border-ink-200 bg-surface p-4">
          <p className="text-xs font-medium text-ink-700">Leads per visit</p>
          <p className="mt-1 text-2xl font-semibold text-ink-950">{rate(r.totals)}</p>
          <p className="mt-1 text-xs text-ink-700">before: {rate(r.previous)}</p>
        </div>
      </section>
      <p className="text-xs text-ink-700">
        {period}, compared with {before}. A visitor is counted once a day: the same person on two days counts twice.
      </p>
      {r.today ? (
        <p className="text-xs text-ink-700" data-testid="today-counted">
          {todayCounted(r.today)}
        </p>
      ) : null}

      <Card title="Visitors and page views per day">
        <Chart
          kind="line"
          title={`Visitors and page views per day, ${period}`}
          labels={labels}
          series={daily}
          table={
            <SimpleTable
              caption="Visitors and page views per day"
              head={["Day", "Visitors", "Page views", "Visits"]}
              rows={r.days.map((d) => [dayLabel(d.day), d.visitors, d.pageviews, d.visits])}
            />
          }
        />
      </Card>

      <div className="grid gap-5 lg:grid-cols-2">
        <Card title="Where visits came from">
          {r.channels.length ? (
            <Chart
              kind="bar"
              title="Visits by source"
              labels={channelLabelsList}
              series={channelSeries}
              height={Math.max(120, 36 * r.channels.length)}
              table={
                <RowsTable
                  caption="Visits by source"
                  name="Source"
                  rows={r.channels}
                  metric="visits"
                  label={sourceLabel}
                />
              }
            />
          ) : (
            <NoData />
          )}
        </Card>
        <ListCard title="Referring sites" name="Site" rows={r.referrers} metric="visits" />
        <ListCard title="Top pages" name="Page" rows={r.pages} metric="pageviews" />
        <ListCard title="Entry pages" name="Page" rows={r.entryPages} metric="visits" />
        <ListCard title="Campaigns" name="utm_campaign" rows={r.campaigns} metric="visits" />
        <ListCard title="Devices" name="Device" rows={r.devices} metric="visitors" />
        <ListCard title="Browsers" name="Browser" rows={r.browsers} metric="visitors" />
      </div>

      <h2 className="pt-2 text-lg font-semibold text-ink-950">Leads by where they came from</h2>
      <p className="text-sm text-ink-700">
        Quotes, contact messages and applications received in the period, by the source of their visit, and the visits
        of that source that began in the period.
      </p>
      {/* Six columns each: side by side they would not fit beside the workspace's menu. */}
      <div className="grid gap-5">
        <ConversionCard title="By source" name="Source" rows={r.conversions.byChannel} label={sourceLabel} />
        <ConversionCard title="By campaign" name="Campaign" rows={r.conversions.byCampaign} />
        <ConversionCard title="By landing page" name="Landing page" rows={r.conversions.byLandingPage} />
      </div>
    </>
  );
}

function Stat({ label, value, before }: { label: string; value: number; before: number }) {
  return (
    <div className="rounded-lg border border-ink-200 bg-surface p-4">
      <p className="text-xs font-medium text-ink-700">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink-950">{nf.format(value)}</p>
      <p className="mt-1 text-xs text-ink-700">{change(value, before)}</p>
    </div>
  );
}

const NoData = () => <p className="text-sm text-ink-700">Nothing counted in this period.</p>;

const cell = "px-2 py-1.5 text-left";
const num = "px-2 py-1.5 text-right tabular-nums";

function SimpleTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink-200 text-xs text-ink-700">
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? cell : num}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-ink-100 last:border-0">
            {row.map((v, j) =>
              j === 0 ? (
                <th key={j} scope="row" className={`${cell} font-normal break-all text-ink-900`}>
                  {v}
                </th>
              ) : (
                <td key={j} className={`${num} text-ink-900`}>
                  {typeof v === "number" ? nf.format(v) : v}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const METRIC: Record<"visits" | "pageviews" | "visitors", string> = {
  visits: "Visits",
  pageviews: "Page views",
  visitors: "Visitors",
};

function RowsTable({
  caption,
  name,
  rows,
  metric,
  label = (v) => v,
}: {
  caption: string;
  name: string;
  rows: TrafficRow[];
  metric: keyof typeof METRIC;
  label?: (v: string) => string;
}) {
  const others = (Object.keys(METRIC) as (keyof typeof METRIC)[]).filter((m) => m !== metric);
  return (
    <SimpleTable
      caption={caption}
      head={[name, METRIC[metric], ...others.map((m) => METRIC[m])]}
      rows={rows.map((x) => [label(x.value), x[metric], ...others.map((m) => x[m])])}
    />
  );
}

function ListCard({
  title,
  name,
  rows,
  metric,
}: {
  title: string;
  name: string;
  rows: TrafficRow[];
  metric: keyof typeof METRIC;
}) {
  return (
    <Card title={title}>
      {rows.length ? <RowsTable caption={title} name={name} rows={rows} metric={metric} /> : <NoData />}
    </Card>
  );
}

function ConversionCard({
  title,
  name,
  rows,
  label = (v) => v,
}: {
  title: string;
  name: string;
  rows: ConversionRow[];
  label?: (v: string) => string;
}) {
  return (
    <Card title={title}>
      {rows.length ? (
        // Six columns: on a phone the table scrolls inside its card (and from the keyboard).
        <div
          className="-mx-1 overflow-x-auto px-1"
          tabIndex={0}
          role="region"
          aria-label={`Leads ${title.toLowerCase()}`}
        >
          <SimpleTable
            caption={`Leads ${title.toLowerCase()}`}
            head={[name, "Visits", "Quotes", "Messages", "Applications", "Leads per visit"]}
            rows={rows.map((c) => [
              label(c.value),
              c.visits,
              c.quotes,
              c.contacts,
              c.applications,
              c.rate === null ? "—" : pct.format(c.rate),
            ])}
          />
        </div>
      ) : (
        <p className="text-sm text-ink-700">No leads with a known source in this period.</p>
      )}
    </Card>
  );
}
