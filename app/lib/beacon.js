// Page views and the visit's source, kept for this tab only: docs/analytics.md "The beacon".
var d=document,L=location,S=sessionStorage,v,e=0,w;
function u(s){var o=new URLSearchParams;new URLSearchParams(s).forEach(function(x,k){k.indexOf("utm_")||o.append(k,x.slice(0,150))});o+="";return o?"?"+o:""}
try{v=JSON.parse(S.getItem("corvanta-visit"))}catch(x){}
if(!v||!v.l){v={l:L.pathname+u(L.search),r:d.referrer.slice(0,500)};e=1;try{S.setItem("corvanta-visit",JSON.stringify(v))}catch(x){}}
function b(){var p=L.pathname;if(p===w)return;w=p;var m={p:p};if(e){m.e=1;m.q=u(L.search);m.r=v.r}e=0;
try{navigator.sendBeacon("/api/event",new Blob([JSON.stringify(m)],{type:"application/json"}))}catch(x){}}
function s(){d.readyState=="complete"?b():addEventListener("load",b)}
d.prerendering?d.addEventListener("prerenderingchange",s,{once:true}):s();
addEventListener("pageshow",function(x){x.persisted&&(w=0,b())});
d.addEventListener("submit",function(x){var f=x.target,i=f&&f.elements&&f.elements.namedItem("source");
if(i&&i.type=="hidden")i.value=JSON.stringify({l:v.l,r:v.r,s:L.pathname})},true)
