import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
for (const path of process.argv.slice(2)) {
  const p = await b.newPage();
  p.on("response", (r) => r.status() >= 400 && console.log(path, r.status(), r.url()));
  p.on("pageerror", (e) => console.log(path, "pageerror", e.message.slice(0, 80)));
  await p.goto("http://127.0.0.1:4103" + path, { waitUntil: "networkidle" });
  await p.close();
}
await b.close();
