/**
 * The staff workspace: a client-rendered React app under /admin (built by
 * vite.workspace.config.ts, served for every /admin/* path by the server).
 * docs/decisions/0040-workspace-separate-entry.md.
 */
// First: zod must not probe `new Function` (a CSP violation under script-src 'self').
import "#app/components/forms/zod-jitless.ts";
import { StrictMode, Suspense, lazy } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";
import { SessionProvider, useSession } from "./lib/session";
import { AccountPage, MustAddPasskey } from "./screens/account";
import { ApiTokensPage } from "./screens/api-tokens";
import { ApplicantsPage } from "./screens/applicants";
import { AuditPage } from "./screens/audit";
import { CertificateBatchPage } from "./screens/certificate-batch";
import { CertificatePrintPage } from "./screens/certificate-print";
import { CertificatesPage } from "./screens/certificates";
import { Dashboard } from "./screens/dashboard";
import { EmailHealth } from "./screens/email-health";
import { DestinationPage, DestinationsPage } from "./screens/destinations";
import { InboxPage } from "./screens/inbox";
import { ListingEditorPage, NewListingPage } from "./screens/listing-editor";
import { ListingsPage } from "./screens/listings";
import { ContentPage } from "./screens/content";
import { ContentEditorPage, NewContentPage } from "./screens/content-editor";
import { NotFound, RouteError } from "./screens/not-found";
import { PicturesPage } from "./screens/pictures";
import { AcceptInvitation, ForgotPassword, ResetPassword } from "./screens/password-screens";
import { SettingsPage } from "./screens/settings";
import { SignIn } from "./screens/sign-in";
import { SpamPage } from "./screens/spam";
import { StaffPage } from "./screens/staff";
import { SubmissionPage } from "./screens/submission";
import { Shell } from "./shell";
import { FailureAlert, LoadingBlock } from "./ui/feedback";
import { ToastProvider } from "./ui/toast";

// Loaded when first opened, with its chart library (docs/analytics.md).
const TrafficPage = lazy(() => import("./screens/traffic"));
import "./workspace.css";

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
            { path: "listings/new", element: <NewListingPage /> },
            { path: "listings/:id", element: <ListingEditorPage /> },
            { path: "content", element: <ContentPage /> },
            { path: "content/new/:kind", element: <NewContentPage /> },
            { path: "content/:id", element: <ContentEditorPage /> },
            { path: "pictures", element: <PicturesPage /> },
            { path: "spam", element: <SpamPage /> },
            {
              path: "traffic",
              element: (
                <Suspense fallback={<LoadingBlock label="Loading the traffic report" />}>
                  <TrafficPage />
                </Suspense>
              ),
            },
            { path: "certificates", element: <CertificatesPage /> },
            { path: "certificates/bulk", element: <CertificateBatchPage /> },
            { path: "certificates/:id/print", element: <CertificatePrintPage /> },
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
