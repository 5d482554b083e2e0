// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../lib/session";
import { ToastProvider } from "../ui/toast";
import { SignIn } from "./sign-in";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignIn(signIn: () => Promise<Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      String(url).endsWith("/auth/me") ? json(401, { error: "unauthenticated", message: "Sign in first." }) : signIn(),
    ),
  );
  const router = createMemoryRouter([{ path: "*", element: <SignIn reason="none" /> }], { initialEntries: ["/inbox"] });
  render(
    <ToastProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>,
  );
}

function typeAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in", () => {
  it("asks for both fields before calling the server", async () => {
    renderSignIn(async () => json(500, {}));
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
  });

  it("a network failure says so and keeps what was typed", async () => {
    renderSignIn(async () => {
      throw new TypeError("Failed to fetch");
    });
    typeAndSubmit("asha@corvanta.example", "correct horse battery");
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be reached/);
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("asha@corvanta.example");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("correct horse battery");
  });

  it("too many attempts: says when to try again", async () => {
    renderSignIn(async () =>
      json(429, { error: "rate_limited", message: "Too many sign-in attempts." }, { "retry-after": "90" }),
    );
    typeAndSubmit("asha@corvanta.example", "wrong password here");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many sign-in attempts. Try again in 2 minutes.");
  });

  it("the same message for an unknown e-mail and a wrong password: the server's", async () => {
    renderSignIn(async () =>
      json(401, { error: "invalid_credentials", message: "The e-mail address or the password is not right." }),
    );
    typeAndSubmit("nobody@corvanta.example", "whatever it is");
    expect((await screen.findByRole("alert")).textContent).toBe("The e-mail address or the password is not right.");
  });
});
