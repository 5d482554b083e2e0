// @ts-check
/**
 * A stand-in for server/staff/password-worker.mjs in server/staff/passwords.test.ts: "hang:<ms>:…"
 * holds its thread that long, "fail:…" throws, anything else scores 4 with the password and the
 * words it was given as its suggestions (so a test sees what reached the thread).
 */
/** @param {{ password: string, inputs: string[] }} task */
export default function estimate({ password, inputs }) {
  if (password.startsWith("hang:"))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(password.split(":")[1]));
  if (password.startsWith("fail:")) throw new Error("the estimator failed");
  return { score: 4, warning: null, suggestions: [password, ...inputs] };
}
