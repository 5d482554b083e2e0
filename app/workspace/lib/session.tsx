/**
 * Who is signed in. The workspace asks /auth/me once; any 401 afterwards (an expired or ended
 * session) turns the state to signed-out, which shows the sign-in form in place of the page: the
 * URL stays, so signing in again returns to the same page.
 */
import type { Me, Role, SubmissionKind } from "#contracts/workspace.ts";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiFailure, onUnauthorized } from "./api";
import { api } from "./client";

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out"; reason: "none" | "expired" | "signed-out" }
  | { status: "error"; error: unknown }
  | { status: "signed-in"; me: Me };

interface SessionApi {
  state: SessionState;
  signedIn: (me: Me) => void;
  signOut: () => Promise<void>;
  refresh: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

const fromFailure = (error: unknown): SessionState =>
  error instanceof ApiFailure && error.kind === "unauthorized"
    ? { status: "signed-out", reason: "none" }
    : { status: "error", error };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "loading" });
  const refresh = useCallback(
    () =>
      api.me().then(
        (me) => setState({ status: "signed-in", me }),
        (error: unknown) => setState(fromFailure(error)),
      ),
    [],
  );
  useEffect(() => {
    let live = true;
    api.me().then(
      (me) => live && setState({ status: "signed-in", me }),
      (error: unknown) => live && setState(fromFailure(error)),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(
    () =>
      onUnauthorized((failure) => {
        if (failure.code === "passkey_required") void refresh();
        else setState((s) => (s.status === "signed-in" ? { status: "signed-out", reason: "expired" } : s));
      }),
    [refresh],
  );
  const value = useMemo<SessionApi>(
    () => ({
      state,
      signedIn: (me) => setState({ status: "signed-in", me }),
      refresh,
      signOut: async () => {
        await api.signOut();
        setState({ status: "signed-out", reason: "signed-out" });
      },
    }),
    [state, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession outside SessionProvider");
  return ctx;
}

/** The signed-in person (only under the signed-in shell). */
export function useMe(): Me {
  const { state } = useSession();
  if (state.status !== "signed-in") throw new Error("useMe while signed out");
  return state.me;
}

export const hasRole = (me: Me, ...roles: Role[]) => me.roles.some((r) => roles.includes(r));
export const canSee = (me: Me, kind: SubmissionKind) => me.kinds.includes(kind);
export const seesLeads = (me: Me) => canSee(me, "quote") || canSee(me, "contact");
