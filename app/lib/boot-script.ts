/**
 * The one inline script of the document head (root.tsx), run before the first paint. It is
 * hashed into each page's Content-Security-Policy at build time (scripts/postbuild.mjs,
 * docs/decisions/0013-csp-hashes.md), so it must stay a constant string.
 *
 * 1. Theme (docs/decisions/0051-dark-mode.md): the `dark` class on <html> from the visitor's
 *    stored choice, else the system setting, followed live; a click on any [data-theme-toggle]
 *    flips it and stores the choice (or forgets it when it matches the system again).
 * 2. Taps before hydration (docs/decisions/0052-taps-before-hydration.md): until React has
 *    hydrated (root.tsx sets data-hydrated on <html>), a button marked data-disclosure toggles
 *    the element its aria-controls names (hidden + aria-expanded), so the mobile menu and its
 *    groups answer the first tap. React reads that state when it hydrates.
 */
export const BOOT_SCRIPT = `(()=>{var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)"),k="theme";
function g(){try{return localStorage.getItem(k)}catch(e){return null}}
function a(){var t=g();d.classList.toggle("dark",t?t==="dark":m.matches)}
a();m.addEventListener("change",a);addEventListener("storage",a);
document.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element))return;
var b=t.closest("[data-theme-toggle]");if(b){var n=d.classList.contains("dark")?"light":"dark";
try{n===(m.matches?"dark":"light")?localStorage.removeItem(k):localStorage.setItem(k,n)}catch(x){}
d.classList.toggle("dark",n==="dark");return}
if(d.hasAttribute("data-hydrated"))return;b=t.closest("button[data-disclosure][aria-controls]");if(!b)return;
var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;
var o=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(o));p.hidden=!o})})()`;
