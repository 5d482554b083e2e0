// The islands loader (docs/decisions/0130-islands.md, "The loader"): starts an island when needed, holds and replays what came before.
(()=>{var d=document,h=d.documentElement,E=d.currentScript.getAttribute("data-entry"),Q=d.currentScript.getAttribute("data-beacon"),R,W=new WeakMap,H,V,F=0,A,T;if(!E)return;
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
function near(){if(V!==void 0)return;V=window.IntersectionObserver?new IntersectionObserver(function(es){es.forEach(function(x){x.isIntersecting&&(V.unobserve(x.target),go(x.target.closest("[data-island]")))})},{rootMargin:"600px 0px"}):null;
d.querySelectorAll('[data-load="visible"]').forEach(function(el){V?V.observe(el.firstElementChild||el):go(el)})}
addEventListener("scroll",function(){var f=scrollY>600;near();clearTimeout(T);T=setTimeout(function(){A=d.elementFromPoint(innerWidth/2,innerHeight/2)},150);if(f===F)return;F=f;h.toggleAttribute("data-far",f);
f&&innerWidth<1024&&h.scrollHeight>6e3&&d.querySelectorAll('[data-load="long-page"]').forEach(go)},{passive:!0});
var K="scroll:"+location.pathname+location.search,N=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],Y,B;
history.scrollRestoration="manual";addEventListener("pagehide",function(){var e=A&&A.isConnected?A:null,n=e,p=[];for(;n&&n.parentElement&&n!==d.body;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));try{sessionStorage.setItem(K,JSON.stringify([scrollY,p.join("."),e?e.getBoundingClientRect().top:0]))}catch(x){}});
try{Y=JSON.parse(sessionStorage.getItem(K))}catch(x){}
function at(){var n=d.body;if(B)return;Y[1]&&Y[1].split(".").forEach(function(i){n=n&&n.children[i]});scrollTo({top:n&&Y[1]?scrollY+n.getBoundingClientRect().top-Y[2]:Y[0],behavior:"instant"})}
if(Y&&Y.length===3&&N&&(N.type==="back_forward"||N.type==="reload")){d.querySelectorAll("main>section").forEach(function(b){b.style.contentVisibility="visible"});
"wheel touchstart keydown".split(" ").forEach(function(t){addEventListener(t,function(){B=1},{once:!0,passive:!0})});requestAnimationFrame(at);
addEventListener("load",function(){at();requestAnimationFrame(function(){requestAnimationFrame(function(){d.querySelectorAll("main>section").forEach(function(b){b.style.contentVisibility=""})})})},{once:!0})}
function later(){var o,z=0,fire=function(){if(z++)return;o&&o.disconnect();setTimeout(function(){var m=d.createElement("link"),b;window.__brandFont&&__brandFont();m.rel="manifest";m.href="/site.webmanifest";d.head.appendChild(m);if(Q){b=d.createElement("script");b.type="module";b.src=Q;d.head.appendChild(b)}},0)};
try{o=new PerformanceObserver(fire);o.observe({type:"largest-contentful-paint",buffered:!0})}catch(x){requestAnimationFrame(fire)}setTimeout(fire,3e3)}
d.readyState==="complete"?later():addEventListener("load",later,{once:!0})})()
