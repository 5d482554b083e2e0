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
 * 3. The islands loader, held back until the page has painted (docs/decisions/0165-the-loader-after-the-largest-paint.md):
 *    `window.__i` holds what the loader (app/lib/island-loader.js) shares with this script:
 *    `up(t)` (the island not yet started that holds t), `tap(t)` (the button or [data-replay]
 *    link a click on t would replay once its island has started, else null), `w(f)` (run f once
 *    the page has loaded, painted a largest-paint candidate, and then two frames and 50 ms have
 *    passed with no new candidate: the frame after load can still paint a larger element, Home's
 *    heading after its top bar; where the browser reports no candidates, two frames and 50 ms
 *    after load; in a background tab, which paints nothing, 3 s after load), and `q`, the queue: until
 *    the loader runs, a touch, key, focus, input, hover or submit on an island is queued (a
 *    click that `tap` names, and a submit, with their default action prevented; a form touched
 *    is marked noValidate, so that its first submit reaches the form's own checks) and fetches
 *    the loader at once, which replays the queue. Otherwise the loader is fetched by `w`, or at
 *    DOMContentLoaded on a return (back, forward, reload: it restores the reading position).
 *    The loader's script element in the page (root.tsx) is inert: its address is `data-src`.
 *    If the loader cannot be fetched, the forms get the browser's checks back, a held submit
 *    goes ahead without JavaScript and a held link is followed.
 * 4. The brand typeface (docs/decisions/0098-nothing-before-the-first-paint.md): never
 *    requested before the first paint, never swapped under a reader's eyes. The stylesheet names
 *    only the size-matched fallback. `window.__brandFont()`, called by the islands loader once
 *    the page's largest paint has settled (`__i.w` above; app/lib/island-loader.js, decisions
 *    160 and 165), fetches the woff2 file; once it has arrived
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
var I=window.__i={q:[],up:t=>t instanceof Element&&t.closest("[data-island]:not([data-hydrated])"),
tap:t=>{var l=I.up(t),c=l&&t.closest("button,[data-replay]");return c&&l.contains(c)&&!c.matches("[data-disclosure],[data-theme-toggle]")&&!(c.type=="submit"&&c.form)&&c},
w:f=>{var g=()=>{var o,n=0,z=0,e=()=>z++||(o&&o.disconnect(),f()),h=()=>{var k=++n;requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>k==n&&e(),50)))};
try{(o=new PerformanceObserver(h)).observe({type:"largest-contentful-paint",buffered:!0})}catch(x){h()}setTimeout(e,3e3)};
document.readyState=="complete"?g():addEventListener("load",g)}},S;
function L(){var o=document.querySelector("script[data-entry]");if(S||!o)return;S=document.createElement("script");S.src=o.dataset.src;
S.onerror=()=>{var q=I.q;I.q=null;for(var f of document.forms)f.noValidate=!1;q.forEach(h=>{var t=h[1];h[0]=="submit"?t.requestSubmit(h[2]):(t=h[0]=="click"&&t.closest("[href]"))&&(location.href=t.href)})};document.head.appendChild(S)}
"pointerdown touchstart keydown focusin input change pointerover click submit".split(" ").forEach((y,i)=>document.addEventListener(y,e=>{var t=e.target,l=I.q&&I.up(t);
if(!l||i==6&&l.dataset.load!="hover"||i>6&&!(i>7||I.tap(t)))return;i>6?e.preventDefault():(t.closest("form")||{}).noValidate=!0;I.q.push([y,t,e.submitter,e.pointerType]);L()},{capture:!0,passive:i<7}));
(performance.getEntriesByType("navigation")[0]||{}).type=="navigate"?I.w(L):document.addEventListener("DOMContentLoaded",L);
var F=window.__brandFont=function(c){if(F.f||location.pathname.indexOf("/admin")===0)return;
var f=F.f=new FontFace("${FONT_FAMILY}",'url(${fontUrl}) format("woff2")',{weight:"400 800",display:c?"optional":"swap"});
if(c)u();f.load().then(function(){try{sessionStorage.setItem("brand-font","1")}catch(x){}},function(){})};
function u(){document.fonts.add(F.f);d.classList.add("brand-font")}
try{sessionStorage.getItem("brand-font")&&F(1)}catch(x){}})()`;
