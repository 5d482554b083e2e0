/**
 * The one inline script of the document head (root.tsx), run before the first paint. It is
 * hashed into each page's Content-Security-Policy at build time (scripts/postbuild.mjs,
 * docs/decisions/0013-csp-hashes.md), so it must be the same string for every build of a page:
 * `bootScript(url of the brand font)`.
 *
 * 1. Theme (docs/decisions/0051-dark-mode.md): the `dark` class on <html> from the visitor's
 *    stored choice, else the system setting, followed live; a click on any [data-theme-toggle]
 *    flips it and stores the choice (or forgets it when it matches the system again).
 * 2. Taps before hydration (docs/decisions/0052-taps-before-hydration.md): until React has
 *    hydrated (root.tsx sets data-hydrated on <html>), a button marked data-disclosure toggles
 *    the element its aria-controls names (hidden + aria-expanded), so the mobile menu and its
 *    groups answer the first tap. React reads that state when it hydrates.
 * 3. The brand typeface (docs/decisions/0098-nothing-before-the-first-paint.md): not requested
 *    before the first paint. The stylesheet names only the size-matched fallback;
 *    `window.__brandFont()` adds the brand face as a FontFace and, once it has loaded, puts it in
 *    front of the fallback one part of the page per frame (top bar and header, each child of
 *    <main>, the footer, then the whole document), so no single frame re-lays out the whole
 *    page. The deferred bootstrap calls it after the first paint (scripts/postbuild.mjs). Once
 *    loaded, a flag in sessionStorage makes the next pages of the visit take it at once, from
 *    the cache, with `optional` display (used if ready for the first paint, else the fallback
 *    stays: no swap). Not on /admin, whose stylesheet uses system fonts.
 */
/** The family name the stylesheet asks for first (app/app.css); the boot script supplies it. */
export const FONT_FAMILY = "Plus Jakarta Sans";

export const bootScript = (
  fontUrl: string,
) => `(()=>{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),k="theme";
function g(){try{return localStorage.getItem(k)}catch(e){return null}}
function a(){var t=g();d.classList.toggle("dark",t?t==="dark":m.matches)}
a();m.addEventListener("change",a);addEventListener("storage",a);
document.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element))return;
var b=t.closest("[data-theme-toggle]");if(b){var n=d.classList.contains("dark")?"light":"dark";
try{n===(m.matches?"dark":"light")?localStorage.removeItem(k):localStorage.setItem(k,n)}catch(x){}
d.classList.toggle("dark",n==="dark");return}
if(d.hasAttribute("data-hydrated"))return;b=t.closest("button[data-disclosure][aria-controls]");if(!b)return;
var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;
var o=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(o));p.hidden=!o});
var F=window.__brandFont=function(c){if(F.d||location.pathname.indexOf("/admin")===0)return;F.d=1;
var f=new FontFace("${FONT_FAMILY}",'url(${fontUrl}) format("woff2")',{weight:"400 800",display:c?"optional":"swap"}),
s=new CSSStyleSheet(),B='"${FONT_FAMILY}","${FONT_FAMILY} Fallback",ui-sans-serif,system-ui,sans-serif',
r=function(q){s.insertRule(q+"{--font-sans:"+B+";--font-display:"+B+";font-family:var(--font-sans)}",s.cssRules.length)},
ok=function(){try{sessionStorage.setItem("brand-font","1")}catch(x){}};
document.fonts.add(f);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s);
if(c){r(":root");f.load().then(ok,function(){});return}
f.load().then(function(){ok();var m=document.getElementById("main"),q=["body>aside,body>header"],i=0,n=1;
for(;m&&n<=m.children.length;n++)q.push("#main>:nth-child("+n+")");q.push("body>footer",":root");
(function t(){r(q[i++]);i<q.length&&requestAnimationFrame(t)})()},function(){})};
try{sessionStorage.getItem("brand-font")&&F(1)}catch(x){}})()`;
