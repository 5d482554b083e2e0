import type { ReactNode } from "react";
import type { MockupKind } from "#content/schema.ts";

/**
 * Product-interface mock-ups drawn in HTML and CSS (no image files, no requests, no script):
 * an app window whose body sketches what the product or page is about: a dashboard, a sales
 * pipeline, a till, an invoice... Lines stand for text, so the drawing never competes with the
 * page's heading for the largest paint. The size is reserved by an aspect ratio, so nothing
 * shifts. One accessible name describes the picture; its parts are presentational.
 */
const labels: Record<MockupKind, string> = {
  dashboard: "a dashboard with figures, a bar chart and a trend line",
  pipeline: "a sales pipeline with deal cards moving across stages",
  pos: "a point-of-sale screen with a product grid and a receipt",
  invoice: "an invoice with line items, tax and a total",
  people: "a staff list with attendance and leave status",
  timeline: "a project timeline with tasks across weeks",
  marketplace: "a phone showing a marketplace of vendors and an order on its way",
  course: "a lesson video with a module list and progress bars",
  shop: "an online shop with products, prices and a cart",
  code: "a code editor next to the app it builds",
  chat: "a conversation with our team",
  checklist: "a checklist with steps ticked off",
  certificate: "a certificate with a verification seal",
  shield: "a lock over protected records",
};

/** A text line of a given width (Tailwind width classes, listed in full for the compiler). */
function Bar({
  w,
  tone = "bg-[#d6dce8]",
}: {
  w: "w-1/4" | "w-1/3" | "w-1/2" | "w-2/3" | "w-3/4" | "w-full";
  tone?: string;
}) {
  return <span className={`block h-1.5 rounded-full ${w} ${tone}`} />;
}

function Tile({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <span className={`block rounded-lg bg-white p-2 shadow-sm ring-1 ring-[#eceff5] ${className}`}>{children}</span>
  );
}

// Heights and widths as whole class names (no style attributes: the CSP has no 'unsafe-hashes').
const chart = ["h-[38%]", "h-[62%]", "h-[48%]", "h-[80%]", "h-[56%]", "h-[92%]", "h-[70%]"];

function Body({ kind }: { kind: MockupKind }) {
  switch (kind) {
    case "dashboard":
      return (
        <span className="grid h-full grid-cols-[18%_1fr] gap-2">
          <span className="flex flex-col gap-2 rounded-lg bg-[#eef5ff] p-2">
            <Bar w="w-3/4" tone="bg-[#3372f8]" />
            <Bar w="w-2/3" />
            <Bar w="w-3/4" />
            <Bar w="w-1/2" />
          </span>
          <span className="grid grid-rows-[auto_1fr] gap-2">
            <span className="grid grid-cols-3 gap-2">
              {["bg-[#3372f8]", "bg-[#f5a524]", "bg-[#10b981]"].map((t) => (
                <Tile key={t}>
                  <Bar w="w-1/2" />
                  <span className={`mt-1.5 block h-2.5 w-2/3 rounded ${t}`} />
                </Tile>
              ))}
            </span>
            <Tile className="flex items-end gap-1.5">
              {chart.map((h, i) => (
                <span key={i} className={`block flex-1 rounded-t ${h} ${i === 5 ? "bg-[#1d55ed]" : "bg-[#bcd7ff]"}`} />
              ))}
            </Tile>
          </span>
        </span>
      );
    case "pipeline":
      return (
        <span className="grid h-full grid-cols-3 gap-2">
          {[4, 3, 2].map((n, c) => (
            <span key={c} className="flex flex-col gap-1.5 rounded-lg bg-[#f6f8fb] p-1.5">
              <Bar w="w-1/2" tone={["bg-[#8796b6]", "bg-[#f5a524]", "bg-[#10b981]"][c]} />
              {Array.from({ length: n }, (_, i) => (
                <Tile key={i} className="space-y-1">
                  <Bar w="w-3/4" />
                  <Bar w="w-1/3" tone="bg-[#8ebdff]" />
                </Tile>
              ))}
            </span>
          ))}
        </span>
      );
    case "pos":
      return (
        <span className="grid h-full grid-cols-[1fr_36%] gap-2">
          <span className="grid grid-cols-3 gap-1.5">
            {Array.from({ length: 9 }, (_, i) => (
              <span
                key={i}
                className={`block rounded-md ${i % 4 === 0 ? "bg-[#fcd58a]" : i % 3 === 0 ? "bg-[#bcd7ff]" : "bg-[#eceff5]"}`}
              />
            ))}
          </span>
          <Tile className="flex flex-col gap-1.5">
            <Bar w="w-2/3" />
            <Bar w="w-full" />
            <Bar w="w-3/4" />
            <Bar w="w-full" />
            <span className="mt-auto block h-4 rounded bg-[#1d55ed]" />
          </Tile>
        </span>
      );
    case "invoice":
      return (
        <Tile className="mx-auto flex h-full w-4/5 flex-col gap-1.5 p-3">
          <span className="flex items-center justify-between">
            <span className="block size-4 rounded bg-[#1d55ed]" />
            <Bar w="w-1/3" />
          </span>
          <span className="mt-1 block h-px bg-[#eceff5]" />
          {["w-3/4", "w-2/3", "w-3/4", "w-1/2"].map((w, i) => (
            <span key={i} className="flex items-center justify-between gap-3">
              <Bar w={w as "w-3/4"} />
              <span className="block h-1.5 w-8 shrink-0 rounded-full bg-[#8796b6]" />
            </span>
          ))}
          <span className="mt-auto flex items-center justify-between rounded bg-[#eef5ff] p-1.5">
            <Bar w="w-1/4" tone="bg-[#1d55ed]" />
            <span className="block h-2 w-10 rounded-full bg-[#1d55ed]" />
          </span>
        </Tile>
      );
    case "people":
      return (
        <span className="flex h-full flex-col gap-1.5">
          {["bg-[#10b981]", "bg-[#10b981]", "bg-[#f5a524]", "bg-[#10b981]"].map((s, i) => (
            <Tile key={i} className="flex items-center gap-2">
              <span
                className={`block size-5 shrink-0 rounded-full ${["bg-[#fcd58a]", "bg-[#bcd7ff]", "bg-[#d6dce8]", "bg-[#8ebdff]"][i]}`}
              />
              <span className="flex-1 space-y-1">
                <Bar w="w-1/2" />
                <Bar w="w-1/3" tone="bg-[#eceff5]" />
              </span>
              <span className={`block h-2.5 w-8 rounded-full ${s}`} />
            </Tile>
          ))}
        </span>
      );
    case "timeline":
      return (
        <Tile className="flex h-full flex-col justify-around gap-1 p-2.5">
          {[
            ["ml-0", "w-1/3", "bg-[#3372f8]"],
            ["ml-[20%]", "w-1/2", "bg-[#8ebdff]"],
            ["ml-[35%]", "w-1/3", "bg-[#f5a524]"],
            ["ml-[50%]", "w-1/3", "bg-[#10b981]"],
            ["ml-[62%]", "w-1/4", "bg-[#1d55ed]"],
          ].map(([m, w, t], i) => (
            <span key={i} className={`block h-3 rounded-full ${m} ${w} ${t}`} />
          ))}
        </Tile>
      );
    case "marketplace":
      return (
        <span className="flex h-full items-center justify-center gap-3">
          <span className="flex h-full w-[38%] flex-col gap-1.5 rounded-2xl border-4 border-[#17203a] bg-[#f6f8fb] p-1.5">
            {["bg-[#fcd58a]", "bg-[#bcd7ff]", "bg-[#d6dce8]"].map((t, i) => (
              <Tile key={i} className="flex items-center gap-1.5 p-1">
                <span className={`block size-4 shrink-0 rounded ${t}`} />
                <Bar w="w-2/3" />
              </Tile>
            ))}
            <span className="mt-auto block h-3 rounded-full bg-[#1d55ed]" />
          </span>
          <Tile className="w-[38%] space-y-1.5">
            <span className="flex items-center gap-1">
              <span className="block size-2 rounded-full bg-[#10b981]" />
              <Bar w="w-1/2" />
            </span>
            <span className="block h-1 rounded-full bg-[#eceff5]">
              <span className="block h-1 w-2/3 rounded-full bg-[#10b981]" />
            </span>
            <Bar w="w-3/4" tone="bg-[#eceff5]" />
          </Tile>
        </span>
      );
    case "course":
      return (
        <span className="grid h-full grid-cols-[1fr_38%] gap-2">
          <span className="grid place-items-center rounded-lg bg-[#17203a]">
            <span className="block size-0 border-y-8 border-l-[14px] border-y-transparent border-l-white" />
          </span>
          <span className="flex flex-col gap-1.5">
            {["w-full", "w-full", "w-3/5", "w-0"].map((p, i) => (
              <Tile key={i} className="space-y-1 p-1.5">
                <Bar w="w-3/4" />
                <span className="block h-1 rounded-full bg-[#eceff5]">
                  <span className={`block h-1 rounded-full bg-[#10b981] ${p}`} />
                </span>
              </Tile>
            ))}
          </span>
        </span>
      );
    case "shop":
      return (
        <span className="grid h-full grid-cols-3 gap-2">
          {["bg-[#fcd58a]", "bg-[#bcd7ff]", "bg-[#d6dce8]"].map((t, i) => (
            <Tile key={i} className="flex flex-col gap-1.5">
              <span className={`block flex-1 rounded-md ${t}`} />
              <Bar w="w-3/4" />
              <span className="flex items-center justify-between">
                <Bar w="w-1/3" tone="bg-[#1d55ed]" />
                <span className="block size-3 rounded-full bg-[#f5a524]" />
              </span>
            </Tile>
          ))}
        </span>
      );
    case "code":
      return (
        <span className="grid h-full grid-cols-[1fr_34%] gap-2">
          <span className="flex flex-col gap-1.5 rounded-lg bg-[#17203a] p-2.5">
            {[
              ["w-1/3", "bg-[#f5a524]"],
              ["w-2/3", "bg-[#5997fd]"],
              ["w-1/2", "bg-[#10b981]"],
              ["w-3/4", "bg-[#8796b6]"],
              ["w-1/2", "bg-[#5997fd]"],
              ["w-1/4", "bg-[#f5a524]"],
            ].map(([w, t], i) => (
              <span key={i} className={`block h-1.5 rounded-full ${w} ${t} ${i % 3 ? "ml-3" : ""}`} />
            ))}
          </span>
          <Tile className="flex flex-col gap-1.5">
            <span className="block h-6 rounded bg-[#eef5ff]" />
            <Bar w="w-3/4" />
            <Bar w="w-1/2" />
            <span className="mt-auto block h-3 w-2/3 rounded-full bg-[#1d55ed]" />
          </Tile>
        </span>
      );
    case "chat":
      return (
        <span className="flex h-full flex-col justify-center gap-2 px-2">
          <span className="block w-2/3 space-y-1 self-start rounded-2xl rounded-bl-sm bg-[#eceff5] p-2">
            <Bar w="w-full" tone="bg-[#b2bdd3]" />
            <Bar w="w-2/3" tone="bg-[#b2bdd3]" />
          </span>
          <span className="block w-2/3 space-y-1 self-end rounded-2xl rounded-br-sm bg-[#1d55ed] p-2">
            <Bar w="w-full" tone="bg-[#8ebdff]" />
            <Bar w="w-1/2" tone="bg-[#8ebdff]" />
          </span>
          <span className="block w-1/2 self-start rounded-2xl rounded-bl-sm bg-[#eceff5] p-2">
            <Bar w="w-3/4" tone="bg-[#b2bdd3]" />
          </span>
        </span>
      );
    case "checklist":
      return (
        <Tile className="flex h-full flex-col justify-around gap-1 p-3">
          {[true, true, true, false].map((done, i) => (
            <span key={i} className="flex items-center gap-2">
              <span
                className={`grid size-4 shrink-0 place-items-center rounded-full ${done ? "bg-[#10b981]" : "ring-2 ring-[#d6dce8]"}`}
              >
                {done && (
                  <span className="block h-1.5 w-2.5 -translate-y-px rotate-[-45deg] border-b-2 border-l-2 border-white" />
                )}
              </span>
              <Bar
                w={(["w-2/3", "w-1/2", "w-3/4", "w-1/2"] as const)[i]!}
                tone={done ? "bg-[#d6dce8]" : "bg-[#eceff5]"}
              />
            </span>
          ))}
        </Tile>
      );
    case "certificate":
      return (
        <Tile className="relative mx-auto flex h-full w-4/5 flex-col items-center justify-center gap-1.5 border-4 border-double border-[#bcd7ff] p-3">
          <Bar w="w-1/3" tone="bg-[#8796b6]" />
          <span className="block h-2.5 w-2/3 rounded-full bg-[#17203a]" />
          <Bar w="w-1/2" />
          <span className="absolute bottom-2 right-3 grid size-7 place-items-center rounded-full bg-[#f5a524] ring-4 ring-[#fcd58a]">
            <span className="block h-1.5 w-2.5 -translate-y-px rotate-[-45deg] border-b-2 border-l-2 border-white" />
          </span>
        </Tile>
      );
    case "shield":
      return (
        <span className="grid h-full grid-cols-[40%_1fr] items-center gap-3">
          <span className="mx-auto grid aspect-square w-3/4 place-items-center rounded-2xl bg-[#1d55ed]">
            <span className="relative block h-[45%] w-[50%] rounded-md bg-white">
              <span className="absolute -top-[55%] left-1/2 block h-[70%] w-[70%] -translate-x-1/2 rounded-t-full border-4 border-b-0 border-white" />
            </span>
          </span>
          <span className="flex flex-col gap-2">
            {[true, true, false].map((on, i) => (
              <Tile key={i} className="flex items-center justify-between gap-2">
                <Bar w="w-1/2" />
                <span className={`block h-3 w-6 rounded-full p-0.5 ${on ? "bg-[#10b981]" : "bg-[#d6dce8]"}`}>
                  <span className={`block size-2 rounded-full bg-white ${on ? "ml-auto" : ""}`} />
                </span>
              </Tile>
            ))}
          </span>
        </span>
      );
  }
}

export function ScreenMockup({ kind, className = "" }: { kind: MockupKind; className?: string }) {
  return (
    <div role="img" aria-label={`Illustration: ${labels[kind]}`} className={`aspect-[16/10] ${className}`}>
      <span className="flex h-full flex-col overflow-hidden rounded-2xl bg-[#f6f8fb] shadow-2xl shadow-black/30 ring-1 ring-white/20">
        <span className="flex items-center gap-1.5 border-b border-[#eceff5] bg-white px-3 py-2">
          <span className="size-2 rounded-full bg-[#f87171]" />
          <span className="size-2 rounded-full bg-[#fbbf4d]" />
          <span className="size-2 rounded-full bg-[#34d399]" />
          <span className="ml-3 block h-2 w-1/3 rounded-full bg-[#eceff5]" />
        </span>
        <span className="block min-h-0 flex-1 p-3">
          <Body kind={kind} />
        </span>
      </span>
    </div>
  );
}
