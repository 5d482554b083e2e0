/**
 * The islands loader (docs/decisions/0130-islands.md): one inline classic script at the end of
 * every public page, the same text on every page (so one CSP hash covers them all, a published
 * page included). It reads the islands runtime's address from its own `data-entry` attribute and
 * imports it only when an island is needed:
 *
 * - the first pointer, touch, key, focus, input or change inside an island (`[data-island]`);
 *   a mouse over an island marked `data-load="hover"` (the desktop menus);
 * - an island marked `data-load="visible"` within 600 px of the viewport once the visitor scrolls
 *   (not before: what is near when the page opens waits for the visitor, so no page loads any
 *   JavaScript before an interaction);
 * - `data-load="long-page"`: a long page (over 6000 px) scrolled on a phone (the Sections menu).
 *
 * Nothing done before the island's code is here is lost:
 * - a click on a button inside it, or on an element marked `data-replay` (Apply Now), is held and
 *   replayed on the same element once the island has hydrated (a held link that cannot be
 *   replayed is followed); disclosure buttons and the theme switch are answered at once by the
 *   boot script (app/lib/boot-script.ts), and submit buttons by the form;
 * - a form's submit is held and sent again through the hydrated form; should the code fail, the
 *   form posts natively, with the browser's own validation;
 * - a change (a file dropped on its field) is dispatched again;
 * - the last mouse hover is replayed, if the pointer is still there.
 *
 * Back, Forward and reload return to where the visitor was (the position kept in sessionStorage
 * when the page is left): the browser's own restoration would land elsewhere, since the bands below
 * the first screen have a placeholder height until rendered (content-visibility, decision 104), so
 * every band is laid out once first. A page restored whole from the back/forward cache keeps its
 * position anyway.
 *
 * It also answers Back to top (`[data-to-top]`), sets `data-far` on <html> once the page is
 * scrolled a screen (app.css shows Back to top then), and after the page's load starts the brand
 * typeface (boot script) and links the web app manifest (decision 102).
 */
export const ISLAND_LOADER = `(()=>{var d=document,h=d.documentElement,E=d.currentScript.getAttribute("data-entry"),R,W=new WeakMap,H,V,F=0;
function run(){return R||(R=import(E).then(function(){return window.__islands}))}
function go(el){var p=W.get(el);if(!p){p=run().then(function(r){return r.hydrate(el)},function(){el.setAttribute("data-failed","");return!1});W.set(el,p)}return p}
function up(t){return t instanceof Element?t.closest("[data-island]:not([data-hydrated])"):null}
function on(t,f,o){d.addEventListener(t,f,o||{capture:!0,passive:!0})}
"pointerdown touchstart keydown focusin input change".split(" ").forEach(function(t){on(t,function(e){var el=up(e.target),f;if(!el)return;go(el);f=e.target.closest("form");if(f&&!el.hasAttribute("data-failed"))f.noValidate=!0})});
on("change",function(e){var t=e.target,el=up(t);el&&go(el).then(function(ok){ok&&t.dispatchEvent(new Event("change",{bubbles:!0}))})});
on("pointerover",function(e){var t=e.target,el=up(t);if(e.pointerType!=="mouse"||!el||el.getAttribute("data-load")!=="hover")return;H=t;go(el).then(function(ok){ok&&H===t&&t.matches(":hover")&&t.dispatchEvent(new PointerEvent("pointerover",{bubbles:!0,pointerType:"mouse"}))})});
on("click",function(e){var t=e.target,el,c,m;if(!(t instanceof Element))return;
if(t.closest("[data-to-top]")){e.preventDefault();scrollTo({top:0,behavior:matchMedia("(prefers-reduced-motion: reduce)").matches?"auto":"smooth"});(m=d.getElementById("main"))&&m.focus({preventScroll:!0});return}
el=up(t);c=el&&t.closest("button,[data-replay]");if(!c||!el.contains(c)||c.matches("[data-disclosure],[data-theme-toggle]")||c.type==="submit"&&c.form)return;
e.preventDefault();go(el).then(function(ok){ok?c.isConnected&&c.click():c.href&&(location.href=c.href)})},!0);
on("submit",function(e){var f=e.target,el=up(f),b=e.submitter;if(!el||el.hasAttribute("data-failed")&&!f.noValidate)return;e.preventDefault();go(el).then(function(ok){f.noValidate=ok;setTimeout(function(){f.requestSubmit(b)},0)})},!0);
function near(){if(V!==void 0)return;V=window.IntersectionObserver?new IntersectionObserver(function(es){es.forEach(function(x){x.isIntersecting&&(V.unobserve(x.target),go(x.target))})},{rootMargin:"600px 0px"}):null;
d.querySelectorAll('[data-load="visible"]').forEach(function(el){V?V.observe(el):go(el)})}
addEventListener("scroll",function(){var f=scrollY>600;near();if(f===F)return;F=f;h.toggleAttribute("data-far",f);
f&&innerWidth<1024&&h.scrollHeight>6e3&&d.querySelectorAll('[data-load="long-page"]').forEach(go)},{passive:!0});
var K="scroll:"+location.pathname+location.search,N=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],Y,B;
history.scrollRestoration="manual";addEventListener("pagehide",function(){try{sessionStorage.setItem(K,String(scrollY))}catch(x){}});
try{Y=Number(sessionStorage.getItem(K))}catch(x){}
if(Y&&N&&(N.type==="back_forward"||N.type==="reload")){B=d.querySelectorAll("main>section");B.forEach(function(b){b.style.contentVisibility="visible"});scrollTo({top:Y,behavior:"instant"});
requestAnimationFrame(function(){requestAnimationFrame(function(){B.forEach(function(b){b.style.contentVisibility=""})})})}
function later(){requestAnimationFrame(function(){setTimeout(function(){var m=d.createElement("link");window.__brandFont&&__brandFont();m.rel="manifest";m.href="/site.webmanifest";d.head.appendChild(m)},0)})}
d.readyState==="complete"?later():addEventListener("load",later,{once:!0})})()`;

/**
 * Speculation rules: a same-origin page is fetched ahead when the visitor shows intent (a hover
 * of 200 ms or a pointer down), so the document load a click starts is often already done. Not
 * the API, the workspace, or the confirmation pages (they answer a form); no prerendering (it
 * would count a visit and run the page before it is seen).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/thank-you/*", "/form-error/*", "/media/*"] } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
