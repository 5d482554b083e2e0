/**
 * The words around the case studies on the pages that show them (content/case-studies.ts holds
 * the case studies). A module of its own, with no imports: the pages' JavaScript carries only it.
 */
export const caseStudiesCopy = {
  hero: {
    eyebrow: "Case Studies",
    title: "Projects Told by the Problems They Solved",
    intro:
      "How clients' businesses work differently after a project with us: what they faced, what we built with them, and what changed.",
  },
  meta: {
    title: "Case Studies",
    description:
      "Client projects from Corvanta Technologies: the challenge, the solution and the results, in the clients' own words.",
  },
  home: {
    eyebrow: "Proof, Not Promises",
    title: "What Changed for Our Clients",
    intro: "Recent projects, told by the problem each client brought us and what is different now.",
    all: "All case studies",
  },
  service: {
    eyebrow: "Case Studies",
    title: "Where We Have Done This",
    intro: "Projects in which this service made the difference.",
  },
} as const;
