import { createContext, useContext, type ReactNode } from "react";
import type { CompanyDetails } from "#content/schema.ts";

/** The page's content width and side gutters; everything aligns to it. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/**
 * The company's published contact details (content/kinds.ts "company": the root loader carries them in the navigation, app/root.tsx provides them). Defined in
 * this module, which the root layout and the pages that show the details already load, so they
 * cost the pages no separate script file (their byte budget: docs/performance.md).
 */
export const CompanyContext = createContext<CompanyDetails>(null as never);

export const useCompany = (): CompanyDetails => useContext(CompanyContext);
