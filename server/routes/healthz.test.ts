import { expect, it } from "vitest";
import { describeDb } from "../../tests/support/server";

describeDb("GET /healthz", (suite) => {
  it("answers 200 when the database answers", async () => {
    const { app } = await suite.app();
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const { app } = await suite.app();
    await app.dbHandle.close();
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });

  it("answers 503 while shutting down", async () => {
    const { app } = await suite.app();
    app.state.shuttingDown = true;
    const res = await app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("shutting_down");
  });
});
