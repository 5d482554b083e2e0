/**
 * A chart drawn with Chart.js (docs/analytics.md "The Traffic view"), loaded on demand: the
 * library is a chunk of the workspace bundle that only a screen showing a chart fetches, never a
 * public page. The canvas is a picture for sighted readers (aria-hidden); the same figures are
 * a table right behind it, which screen readers read instead (it is only visually hidden), and
 * which "Show the figures" shows to everyone. Colours come from the workspace's own CSS variables, read when drawing and again
 * when the theme changes (the `dark` class on <html>), so the chart follows the page's light or dark colours.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export interface ChartSeries {
  label: string;
  values: number[];
  /** CSS variable of its colour, e.g. "--color-brand-600". */
  color: string;
  dashed?: boolean;
}

const css = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || "#424f6a";

export function Chart({
  kind,
  title,
  labels,
  series,
  table,
  height = 240,
}: {
  kind: "line" | "bar";
  /** Names the figure (its caption). */
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** The figures as a table (the screen reader's version). */
  table: ReactNode;
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(false);
  const id = useId();

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    // The theme is the `dark` class on <html> (the stored choice or the system setting).
    const theme = new MutationObserver(() => redraw());
    const draw = async () => {
      const c = await import("chart.js");
      if (cancelled || !canvas.current) return;
      c.Chart.register(
        c.LineController,
        c.BarController,
        c.LineElement,
        c.BarElement,
        c.PointElement,
        c.CategoryScale,
        c.LinearScale,
        c.Legend,
        c.Tooltip,
      );
      chart?.destroy();
      const text = css("--color-ink-700");
      const grid = css("--color-ink-200");
      const surface = css("--color-surface");
      const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
      chart = new c.Chart(canvas.current, {
        type: kind,
        data: {
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            borderColor: css(s.color),
            backgroundColor: css(s.color),
            borderDash: s.dashed ? [6, 4] : [],
            pointRadius: labels.length > 60 ? 0 : 2,
            tension: 0.25,
          })),
        },
        options: {
          animation: reduced ? false : undefined,
          maintainAspectRatio: false,
          indexAxis: kind === "bar" ? "y" : "x",
          plugins: {
            legend: { labels: { color: text } },
            // The tooltip is the page's colours reversed: dark on light, light on dark.
            tooltip: { backgroundColor: css("--color-ink-950"), titleColor: surface, bodyColor: surface },
          },
          scales: {
            x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } },
            y: { ticks: { color: text, precision: 0 }, grid: { color: grid }, beginAtZero: true },
          },
        },
      });
    };
    const redraw = () =>
      void draw().catch(() => {
        if (!cancelled) setFailed(true);
      });
    redraw();
    theme.observe(document.documentElement, { attributeFilter: ["class"] });
    return () => {
      cancelled = true;
      theme.disconnect();
      chart?.destroy();
    };
  }, [kind, labels, series]);

  return (
    <figure aria-labelledby={id} className="space-y-2">
      <figcaption id={id} className="text-sm font-medium text-ink-900">
        {title}
      </figcaption>
      {failed ? (
        <p className="text-sm text-ink-700">The chart could not be drawn; the figures are below.</p>
      ) : (
        <div style={{ height }} className="relative" aria-hidden="true">
          <canvas ref={canvas} />
        </div>
      )}
      {/* Screen readers always read the table; sighted readers open it when they want the figures. */}
      <button
        type="button"
        aria-expanded={shown}
        className={`text-sm text-ink-700 underline ${failed ? "hidden" : ""}`}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? "Hide the figures" : "Show the figures"}
      </button>
      <div className={shown || failed ? "overflow-x-auto text-sm" : "sr-only"}>{table}</div>
    </figure>
  );
}
