import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table. Each kind of page has one template module; the content data decides
// which slugs exist (content/routes.ts lists every path for the prerender).
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("erp-systems/:slug", "routes/erp-module.tsx"),
  route("price", "routes/price.tsx"),
  route("feature", "routes/feature.tsx"),
  route("testimonial", "routes/testimonial.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),
  route("contact", "routes/contact.tsx"),
  route("quote", "routes/quote.tsx", { id: "quote" }),
  route("quotesec", "routes/quote.tsx", { id: "quotesec" }),
  route("career", "routes/career.tsx"),
  route("career/hiring-process", "routes/hiring-process.tsx"),
  route("career/verify-certificate", "routes/verify-certificate.tsx"),
  route("career/:slug", "routes/listing.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("insights", "routes/insights.tsx", { id: "insights" }),
  route("insights/tags/:tag", "routes/insights.tsx", { id: "insights-tag" }),
  route("insights/:slug", "routes/article.tsx"),
  route("thank-you/:form", "routes/thank-you.tsx"),
  route("form-error/:reason", "routes/form-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
