// The islands loader (docs/decisions/0130-islands.md, "The loader"; 0165): fetched by the boot script once the page has painted or at the first touch of an island; starts an island when needed (and, once the page has painted, an island whose data-start-with names a query parameter the address has: a shared ?id= certificate link), replays what the boot script held (window.__i.q) and holds and replays what comes after. Once the largest paint has settled it also draws the decorative drawings into their reserved boxes (svg[data-art="file#symbol"], decision 0169), a few milliseconds of work per task, so that no long task follows the paint; after the last drawing, it has the footer's link columns rendered (decision 0171: the first render skips them; on a return, Back, Forward or reload, they are laid out at once with the bands, before the reading position is restored).
(()=>{var d=document,h=d.documentElement,s=d.querySelector("script[data-entry]"),E=s.getAttribute("data-entry"),Q=s.getAttribute("data-beacon"),I=window.__i,R,W=new WeakMap,H,V,F=0,A,T,O,q;if(!E||!I||!I.q)return;
function run(){return R||(R=import(E).then(function(){return window.__islands}))}
function go(el){var p=W.get(el);if(!p){p=run().then(function(r){return r.hydrate(el)},function(){el.setAttribute("data-failed","");return!1});W.set(el,p)}return p}
function start(e){var t=e.target,el=I.up(t),f;if(!el)return el;go(el);f=t.closest("form");if(f&&!el.hasAttribute("data-failed"))f.noValidate=!0;return el}
O={pointerdown:start,touchstart:start,keydown:start,focusin:start,input:start,
change:function(e){var t=e.target,el=start(e);el&&go(el).then(function(ok){ok&&t.dispatchEvent(new Event("change",{bubbles:!0}))})},
pointerover:function(e){var t=e.target,el=I.up(t);if(e.pointerType!=="mouse"||!el||el.getAttribute("data-load")!=="hover")return;H=t;go(el).then(function(ok){ok&&H===t&&t.matches(":hover")&&t.dispatchEvent(new PointerEvent("pointerover",{bubbles:!0,pointerType:"mouse"}))})},
click:function(e){var t=e.target,c,m;if(!(t instanceof Element))return;
if(t.closest("[data-to-top]")){e.preventDefault();scrollTo({top:0,behavior:matchMedia("(prefers-reduced-motion: reduce)").matches?"auto":"smooth"});(m=d.getElementById("main"))&&m.focus({preventScroll:!0});return}
c=I.tap(t);if(!c)return;e.preventDefault();go(I.up(c)).then(function(ok){ok?c.isConnected&&c.click():c.href&&(location.href=c.href)})},
submit:function(e){var f=e.target,el=I.up(f),b=e.submitter;if(!el||el.hasAttribute("data-failed")&&!f.noValidate)return;e.preventDefault();go(el).then(function(ok){f.noValidate=ok;setTimeout(function(){f.requestSubmit(b)},0)})}};
q=I.q;I.q=null;Object.keys(O).forEach(function(y){d.addEventListener(y,O[y],{capture:!0,passive:y!=="click"&&y!=="submit"})});
q.forEach(function(x){var f=O[x[0]];f({target:x[1],submitter:x[2],pointerType:x[3],preventDefault:function(){}})});
function near(){if(V!==void 0)return;V=window.IntersectionObserver?new IntersectionObserver(function(es){es.forEach(function(x){x.isIntersecting&&(V.unobserve(x.target),go(x.target.closest("[data-island]")))})},{rootMargin:"600px 0px"}):null;
d.querySelectorAll('[data-load="visible"]').forEach(function(el){V?V.observe(el.firstElementChild||el):go(el)})}
function sc(){var f=scrollY>600;near();clearTimeout(T);T=setTimeout(function(){A=d.elementFromPoint(innerWidth/2,innerHeight/2)},150);if(f===F)return;F=f;h.toggleAttribute("data-far",f);
f&&innerWidth<1024&&h.scrollHeight>6e3&&d.querySelectorAll('[data-load="long-page"]').forEach(go)}
addEventListener("scroll",sc,{passive:!0});scrollY&&sc();
var K="scroll:"+location.pathname+location.search,N=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],Y,B;
history.scrollRestoration="manual";addEventListener("pagehide",function(){var e=A&&A.isConnected?A:null,n=e,p=[];for(;n&&n.parentElement&&n!==d.body;n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));try{sessionStorage.setItem(K,JSON.stringify([scrollY,p.join("."),e?e.getBoundingClientRect().top:0]))}catch(x){}});
try{Y=JSON.parse(sessionStorage.getItem(K))}catch(x){}
function at(){var n=d.body;if(B)return;Y[1]&&Y[1].split(".").forEach(function(i){n=n&&n.children[i]});scrollTo({top:n&&Y[1]?scrollY+n.getBoundingClientRect().top-Y[2]:Y[0],behavior:"instant"})}
if(Y&&Y.length===3&&N&&(N.type==="back_forward"||N.type==="reload")){d.querySelectorAll("main>section,.footer-columns").forEach(function(b){b.style.contentVisibility="visible"});
"wheel touchstart keydown".split(" ").forEach(function(t){addEventListener(t,function(){B=1},{once:!0,passive:!0})});requestAnimationFrame(at);
function fin(){at();requestAnimationFrame(function(){requestAnimationFrame(function(){d.querySelectorAll("main>section").forEach(function(b){b.style.contentVisibility=""})})})}d.readyState==="complete"?fin():addEventListener("load",fin,{once:!0})}
function art(){var P={},J=[],G,L=[];function pump(){var t=performance.now();while(J.length&&performance.now()-t<4)J.shift()();G=J.length?setTimeout(pump):0}
d.querySelectorAll("svg[data-art]").forEach(function(s){var a=s.getAttribute("data-art").split("#"),u=a[0];
L.push((P[u]=P[u]||fetch(u).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){var x;return function(){return x||(x=new DOMParser().parseFromString(t,"image/svg+xml"))}})).then(function(x){J.push(function(){var g=a[1]?x().getElementById(a[1]):x().documentElement,f=d.createDocumentFragment(),n;
if(!g||s.firstChild)return;for(n=g.firstElementChild;n;n=n.nextElementSibling)f.appendChild(d.importNode(n,!0));s.appendChild(f);s.setAttribute("data-drawn","")});G||(G=setTimeout(pump))},function(){}))});
Promise.all(L).then(function(){J.push(function(){d.querySelectorAll(".footer-columns").forEach(function(b){b.style.contentVisibility="visible"})});G||(G=setTimeout(pump))})}
I.w(function(){var m=d.createElement("link"),b;d.querySelectorAll("[data-start-with]").forEach(function(el){new URLSearchParams(location.search).has(el.getAttribute("data-start-with"))&&go(el)});window.__brandFont&&__brandFont();art();m.rel="manifest";m.href="/site.webmanifest";d.head.appendChild(m);if(Q){b=d.createElement("script");b.type="module";b.src=Q;d.head.appendChild(b)}})})()
