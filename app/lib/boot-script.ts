/**
 * The one inline script of the document head (root.tsx), run before the first paint. It is
 * hashed into each page's Content-Security-Policy at build time (scripts/postbuild.mjs,
 * docs/decisions/0013-csp-hashes.md), so it must be the same string for every build of a page:
 * `bootScript(url of the brand font)`.
 *
 * 1. Theme (docs/decisions/0051-dark-mode.md): the `dark` class on <html> from the visitor's
 *    stored choice, else the system setting, followed live; a click on any [data-theme-toggle]
 *    flips it and stores the choice (or forgets it when it matches the system again).
 * 2. Taps before hydration (docs/decisions/0052-taps-before-hydration.md): until the island
 *    holding it has hydrated (app/entry.client.tsx marks its container data-hydrated), a button
 *    marked data-disclosure toggles the element its aria-controls names (hidden +
 *    aria-expanded), so the mobile menu and its groups answer the first tap. React reads that
 *    state when it hydrates.
 * 3. The brand typeface (docs/decisions/0098-nothing-before-the-first-paint.md): never
 *    requested before the first paint, never swapped under a reader's eyes. The stylesheet names
 *    only the size-matched fallback. `window.__brandFont()`, called by the islands loader once
 *    the page has loaded and its largest paint was reported (app/lib/island-loader.js, decision
 *    160), fetches the woff2 file; once it has arrived
 *    a flag in sessionStorage makes every later page of the visit (each navigation loads a
 *    document) take it before its first paint, from the cache, with `optional` display (used if
 *    ready for the first paint, else the fallback stays: no swap): the `brand-font` class on
 *    <html> puts it in front of the fallback (app/app.css). Not on /admin, whose stylesheet uses
 *    system fonts.
 */
/** The brand face's family, as app/app.css names it under html.brand-font. */
const FONT_FAMILY = "Plus Jakarta Sans";

/**
 * The theme's part of the script, in pieces the public page and the workspace share
 * (docs/decisions/0051-dark-mode.md, 0150-workspace-dark-theme.md): `THEME_SETUP` declares `d`
 * (<html>), `m` (the system setting) and `k` (the storage key) and applies the theme;
 * `THEME_CLICK` runs inside a click listener with the clicked element `t` and handles a
 * [data-theme-toggle] (it returns when it did).
 */
const THEME_SETUP = `var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),k="theme";
function g(){try{return localStorage.getItem(k)}catch(e){return null}}
function a(){var t=g();d.classList.toggle("dark",t?t==="dark":m.matches)}
a();m.addEventListener("change",a);addEventListener("storage",a);`;
const CLICK_OPEN = `document.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element))return;`;
const THEME_CLICK = `var b=t.closest("[data-theme-toggle]");if(b){var n=d.classList.contains("dark")?"light":"dark";
try{n===(m.matches?"dark":"light")?localStorage.removeItem(k):localStorage.setItem(k,n)}catch(x){}
d.classList.toggle("dark",n==="dark");return}`;

/**
 * The staff workspace's one inline script (app/workspace/index.html, put there by
 * vite.workspace.config.ts): the same theme choice as the public site, before the first paint.
 */
export const themeScript = `(()=>{${THEME_SETUP}
${CLICK_OPEN}
${THEME_CLICK}})})()`;

export const bootScript = (fontUrl: string) => `(()=>{${THEME_SETUP}
${CLICK_OPEN}
${THEME_CLICK}
b=t.closest("button[data-disclosure][aria-controls]");if(!b||b.closest("[data-hydrated]"))return;
var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;
var o=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(o));p.hidden=!o});
var F=window.__brandFont=function(c){if(F.f||location.pathname.indexOf("/admin")===0)return;
var f=F.f=new FontFace("${FONT_FAMILY}",'url(${fontUrl}) format("woff2")',{weight:"400 800",display:c?"optional":"swap"});
if(c)u();f.load().then(function(){try{sessionStorage.setItem("brand-font","1")}catch(x){}},function(){})};
function u(){document.fonts.add(F.f);d.classList.add("brand-font")}
try{sessionStorage.getItem("brand-font")&&F(1)}catch(x){}})()`;
