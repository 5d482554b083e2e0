/**
 * The staff workspace: a client-rendered React app under /admin (built by
 * vite.workspace.config.ts, served for every /admin/* path by the server).
 * docs/decisions/0040-workspace-separate-entry.md.
 */
// First: zod must not probe `new Function` (a CSP violation under script-src 'self').
import "#app/components/forms/zod-jitless.ts";
import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";
import { SessionProvider, useSession } from "./lib/session";
import { AccountPage, MustAddPasskey } from "./screens/account";
import { ApiTokensPage } from "./screens/api-tokens";
import { ApplicantsPage } from "./screens/applicants";
import { AuditPage } from "./screens/audit";
import { CertificateBatchPage } from "./screens/certificate-batch";
import { CertificatesPage } from "./screens/certificates";
import { Dashboard } from "./screens/dashboard";
import { EmailHealth } from "./screens/email-health";
import { DestinationPage, DestinationsPage } from "./screens/destinations";
import { InboxPage } from "./screens/inbox";
import { ListingsPage } from "./screens/listings";
import { ContentPage } from "./screens/content";
import { NotFound, RouteError } from "./screens/not-found";
import { AcceptInvitation, ForgotPassword, ResetPassword } from "./screens/password-screens";
import { SettingsPage } from "./screens/settings";
import { SignIn } from "./screens/sign-in";
import { SpamPage } from "./screens/spam";
import { StaffPage } from "./screens/staff";
import { SubmissionPage } from "./screens/submission";
import { Shell } from "./shell";
import { FailureAlert, LoadingBlock } from "./ui/feedback";
import { ToastProvider } from "./ui/toast";
import "./workspace.css";

/*
 * Screens loaded when first opened: the editors, the pictures library and the certificate sheet
 * carry the site's content and its schemas, and the QR code library, which staff who work leads
 * and applications never need; the traffic report its chart library (docs/analytics.md).
 * docs/decisions/0040-workspace-separate-entry.md, 2026-11-27.
 */
const RELOADED = "corvanta-workspace-reloaded";
/** The tab's session storage, or null where the browser refuses it (then nothing is loaded again). */
function tabStorage(): Storage | null {
  try {
    const storage = window.sessionStorage;
    storage.setItem(RELOADED, storage.getItem(RELOADED) ?? "");
    return storage;
  } catch {
    return null;
  }
}
function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      tabStorage()?.removeItem(RELOADED);
      return { Component: pick(module) };
    } catch (error) {
      // A tab opened before a release asks for files the release replaced: load the address
      // asked for from the server, once, so the page comes with the new release's files.
      // Offline, a document load would only show the browser's own error: say so here instead.
      // The router's locations include its basename (/admin).
      const next = router.state.navigation.location;
      const href = next
        ? new URL(`${next.pathname}${next.search}${next.hash}`, window.location.href).href
        : window.location.href;
      // Without storage there is no guard against loading the address again and again.
      const storage = tabStorage();
      if (!navigator.onLine || !storage || storage.getItem(RELOADED) === href) throw error;
      storage.setItem(RELOADED, href);
      window.location.assign(href);
      return new Promise<never>(() => {});
    }
  };
}
const listingEditor = () => import("./screens/listing-editor");
const contentEditor = () => import("./screens/content-editor");
const screens = {
  newListing: onDemand(listingEditor, (m) => m.NewListingPage),
  listing: onDemand(listingEditor, (m) => m.ListingEditorPage),
  newContent: onDemand(contentEditor, (m) => m.NewContentPage),
  content: onDemand(contentEditor, (m) => m.ContentEditorPage),
  pictures: onDemand(
    () => import("./screens/pictures"),
    (m) => m.PicturesPage,
  ),
  traffic: onDemand(
    () => import("./screens/traffic"),
    (m) => m.default,
  ),
  certificatePrint: onDemand(
    () => import("./screens/certificate-print"),
    (m) => m.CertificatePrintPage,
  ),
};

/** Every signed-in page: signed out, the sign-in form takes the page's place (same URL). */
function RequireSession() {
  const { state, refresh } = useSession();
  if (state.status === "loading") {
    return (
      <div className="mx-auto max-w-sm pt-24">
        <LoadingBlock label="Opening the workspace" />
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <main id="content" className="mx-auto max-w-md px-4 pt-24">
        <h1 className="mb-4 text-lg font-semibold">The workspace could not open</h1>
        <FailureAlert error={state.error} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (state.status === "signed-out") return <SignIn reason={state.reason} />;
  if (state.me.mustAddPasskey) return <MustAddPasskey />;
  return <Shell />;
}

const router = createBrowserRouter(
  [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      // Shown while a screen opened first by its address loads (the lazy routes above).
      hydrateFallbackElement: (
        <div className="mx-auto max-w-sm pt-24">
          <LoadingBlock label="Opening the workspace" />
        </div>
      ),
      children: [
        { path: "invitation", element: <AcceptInvitation /> },
        { path: "reset-password", element: <ResetPassword /> },
        { path: "forgot-password", element: <ForgotPassword /> },
        {
          element: <RequireSession />,
          children: [
            { index: true, element: <Dashboard /> },
            { path: "inbox", element: <InboxPage /> },
            { path: "inbox/:kind/:id", element: <SubmissionPage /> },
            { path: "hiring", element: <ApplicantsPage /> },
            { path: "hiring/:id", element: <SubmissionPage kind="application" /> },
            { path: "listings", element: <ListingsPage /> },
            { path: "listings/new", lazy: screens.newListing },
            { path: "listings/:id", lazy: screens.listing },
            { path: "content", element: <ContentPage /> },
            { path: "content/new/:kind", lazy: screens.newContent },
            { path: "content/:id", lazy: screens.content },
            { path: "pictures", lazy: screens.pictures },
            { path: "spam", element: <SpamPage /> },
            { path: "traffic", lazy: screens.traffic },
            { path: "certificates", element: <CertificatesPage /> },
            { path: "certificates/bulk", element: <CertificateBatchPage /> },
            { path: "certificates/:id/print", lazy: screens.certificatePrint },
            { path: "email", element: <EmailHealth /> },
            { path: "destinations", element: <DestinationsPage /> },
            { path: "destinations/:id", element: <DestinationPage /> },
            { path: "api-tokens", element: <ApiTokensPage /> },
            { path: "staff", element: <StaffPage /> },
            { path: "audit", element: <AuditPage /> },
            { path: "settings", element: <SettingsPage /> },
            { path: "account", element: <AccountPage /> },
            { path: "*", element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: "/admin" },
);

const container = document.getElementById("workspace");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </StrictMode>,
  );
}
