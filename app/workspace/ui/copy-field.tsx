import { Copy } from "lucide-react";
import { useToast } from "./toast";
import { Button } from "./button";

/** A value shown once (a link, a secret): read-only, selected on focus, with a Copy button. */
export function CopyField({ label, value, copied }: { label: string; value: string; copied: string }) {
  const toast = useToast();
  return (
    <div className="flex gap-2">
      <input
        readOnly
        aria-label={label}
        value={value}
        className="h-9 min-w-0 flex-1 rounded-md border border-ink-300 bg-ink-50 px-3 font-mono text-xs"
        onFocus={(e) => e.target.select()}
      />
      <Button
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            toast.success(copied);
          } catch {
            toast.error(`The browser did not allow copying; select the ${label.toLowerCase()} and copy it.`);
          }
        }}
      >
        <Copy aria-hidden="true" />
        Copy
      </Button>
    </div>
  );
}
