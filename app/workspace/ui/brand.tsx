/**
 * The company's mark and the workspace's name, side by side in the row around them: large on the
 * signed-out screens, small in the workspace's navigation and top bar.
 */
export function BrandMark({ size }: { size: "large" | "small" }) {
  const large = size === "large";
  return (
    <>
      <span
        aria-hidden="true"
        className={
          large
            ? "grid size-8 place-items-center rounded-lg bg-brand-600 font-bold text-white"
            : "grid size-7 place-items-center rounded-md bg-brand-600 text-[13px] font-bold text-white"
        }
      >
        C
      </span>
      <span className={large ? "text-base font-semibold" : "leading-tight"}>
        Corvanta <span className="font-normal text-ink-600">Workspace</span>
      </span>
    </>
  );
}
