/**
 * The controls of the workspace's list screens: filters read from the URL, the search box, the
 * filter panel (a disclosure on phones, a row on wider screens), the assignee and date filters,
 * the chips of active filters, and the Newer/Older pager. The list page (list-page.tsx) puts them
 * together for the inbox and Applications; Listings and Traffic use some of them.
 */
import { ChevronLeft, ChevronRight, Search, SlidersHorizontal, X } from "lucide-react";
import { useMemo, type FormEvent, type ReactNode, type Ref } from "react";
import { useSearchParams } from "react-router";
import { buttonClass } from "./button";
import { inputClass, selectClass } from "./field";
import { channelLabels, channels, type Channel } from "#contracts/lead-source.ts";

export type UrlFilters<K extends string> = Partial<Record<K | "cursor", string>>;

/** The list's filters and cursor, as the URL has them (a reload, a shared link and Back keep them). */
export function useUrlFilters<K extends string>(names: readonly K[]): UrlFilters<K> {
  const [params] = useSearchParams();
  return useMemo(() => {
    const f: UrlFilters<K> = {};
    for (const k of [...names, "cursor" as const]) {
      const v = params.get(k);
      if (v) f[k] = v;
    }
    return f;
  }, [params, names]);
}

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  inputRef,
  shortcut,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The key that jumps here ("/"): announced on the box, and shown in it on screens with a keyboard's room. */
  shortcut?: string;
}) {
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          ref={inputRef}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={`${inputClass} pl-9 ${shortcut ? "md:pr-10" : ""}`}
          maxLength={200}
          aria-keyshortcuts={shortcut}
        />
        {shortcut && !value ? (
          <kbd
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-ink-200 bg-ink-50 px-1.5 font-sans text-xs text-ink-600 md:block"
          >
            {shortcut}
          </kbd>
        ) : null}
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Search
      </button>
    </form>
  );
}

/** The filters: behind a "Filters" disclosure on phones, in one row (`desktopGrid`) from md up. */
export function FilterPanel({
  active,
  desktopGrid,
  children,
}: {
  active: number;
  desktopGrid: string;
  children: ReactNode;
}) {
  return (
    <>
      <details className="group rounded-lg border border-ink-200 bg-surface md:hidden">
        <summary className="flex h-10 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-ink-800 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4 text-ink-500" aria-hidden="true" />
          Filters{active ? ` (${active} on)` : ""}
        </summary>
        <div className="grid grid-cols-2 gap-3 border-t border-ink-100 p-3">{children}</div>
      </details>
      <div className={`hidden gap-3 md:grid ${desktopGrid}`}>{children}</div>
    </>
  );
}

/**
 * A filter of a list as a labelled select: its first choice, `any`, clears the filter; then one
 * choice per value of `options`, read as `optionLabel` says; then any further `children`.
 */
export function SelectFilter<T extends string>({
  label,
  value,
  onChange,
  any,
  options = [],
  optionLabel = (v) => v,
  className = "block",
  children,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  any: string;
  options?: readonly T[];
  optionLabel?: (value: T) => string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <label className={className}>
      <span className="mb-1 block text-xs font-medium text-ink-700">{label}</span>
      <select className={selectClass} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
        {children}
      </select>
    </label>
  );
}

interface Person {
  id: string;
  name: string;
}

/** Anyone, me, unassigned, or a colleague. */
export function AssigneeFilter({
  value,
  people,
  meId,
  onChange,
}: {
  value: string | undefined;
  people: Person[];
  meId: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectFilter label="Assignee" value={value} onChange={onChange} any="Anyone">
      <option value="me">Me</option>
      <option value="none">Unassigned</option>
      {people
        .filter((p) => p.id !== meId)
        .map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
    </SelectFilter>
  );
}

export const assigneeChip = (v: string, people: Person[], meId: string) =>
  `Assignee: ${v === "me" || v === meId ? "me" : v === "none" ? "unassigned" : (people.find((p) => p.id === v)?.name ?? "someone")}`;

/** "Received from" and "Received to", calendar days in IST, each bounding the other. */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  return (
    <>
      <DayInput label="Received from" value={from} max={to} onValue={(day) => onChange({ from: day })} />
      <DayInput label="Received to" value={to} min={from} onValue={(day) => onChange({ to: day })} />
    </>
  );
}

/** One labelled calendar day of a filter; emptied, it gives undefined. */
function DayInput({
  label,
  value,
  min,
  max,
  onValue,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onValue: (day: string | undefined) => void;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-xs font-medium text-ink-700">{label}</span>
      <input
        type="date"
        className={inputClass}
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(e) => onValue(e.target.value || undefined)}
      />
    </label>
  );
}

/** The active filters as removable chips, and "Clear all". */
export function FilterChips<K extends string>({
  names,
  filters,
  label,
  onRemove,
  onClear,
}: {
  names: readonly K[];
  filters: UrlFilters<K>;
  label: (name: K, value: string) => string;
  onRemove: (name: K) => void;
  onClear: () => void;
}) {
  const on = names.filter((k) => filters[k]);
  if (on.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="text-ink-600">Filtered:</span>
      {on.map((k) => (
        <button
          key={k}
          type="button"
          onClick={() => onRemove(k)}
          className="inline-flex min-h-7 items-center gap-1 rounded-full border border-ink-200 bg-surface px-2.5 text-ink-800 hover:bg-ink-50"
        >
          {label(k, filters[k] ?? "")}
          <X className="size-3" aria-hidden="true" />
          <span className="sr-only">(remove this filter)</span>
        </button>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-7 items-center font-medium text-link hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}

/**
 * Newer and Older over keyset pages: `back` holds the cursors of the pages before this one (the
 * first page's is ""), carried in the history entry's state.
 */
export function Pager({
  back,
  nextCursor,
  onPage,
  cursor,
}: {
  back: string[];
  nextCursor: string | null;
  /** Go to the page at `cursor` (null: the first), remembering `back`. */
  onPage: (cursor: string | null, back: string[]) => void;
  cursor: string | undefined;
}) {
  if (back.length === 0 && !nextCursor) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        disabled={back.length === 0}
        onClick={() => onPage(back[back.length - 1] || null, back.slice(0, -1))}
      >
        <ChevronLeft aria-hidden="true" />
        Newer
      </button>
      <span className="text-xs text-ink-600">Page {back.length + 1}</span>
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        disabled={!nextCursor}
        onClick={() => onPage(nextCursor, [...back, cursor ?? ""])}
      >
        Older
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );
}

/**
 * Where the leads came from (contracts/lead-source.ts): the channel, and a UTM campaign name
 * (applied when the field is left or Enter is pressed). The inbox and Applications share it.
 */
export function SourceFilters({
  channel,
  campaign,
  onChange,
}: {
  channel: string | undefined;
  campaign: string | undefined;
  onChange: (change: { channel?: string | undefined; campaign?: string | undefined }) => void;
}) {
  const apply = (value: string) => {
    const v = value.trim() || undefined;
    if (v !== campaign) onChange({ campaign: v });
  };
  return (
    <>
      <SelectFilter
        label="Source"
        value={channel}
        onChange={(v) => onChange({ channel: v })}
        any="Any source"
        options={channels}
        optionLabel={(c) => channelLabels[c]}
      />
      <label className="block">
        <span className="mb-1 block text-xs font-medium text-ink-700">Campaign</span>
        <input
          key={campaign ?? ""}
          type="text"
          className={inputClass}
          defaultValue={campaign ?? ""}
          maxLength={150}
          placeholder="utm_campaign"
          onBlur={(e) => apply(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply(e.currentTarget.value);
            }
          }}
        />
      </label>
    </>
  );
}

/** The chip of a source filter. */
export const sourceChip = (k: "channel" | "campaign", v: string) =>
  k === "channel" ? `Source: ${channelLabels[v as Channel] ?? v}` : `Campaign: “${v}”`;
